"""Streamed prediction (`disentangle.methods.streaming`, `predict.predict_text`): output that is today's for a
log that fits one window and consistent across formats for a log read a window at a time (the windows
themselves: `tests/test_windows.py`)."""
import json

import pytest

from disentangle.dialogues.conversations import conversations_from_links
from disentangle.linking.links import Link, format_conversations, parse_line
from disentangle.logs.files import read_log
from disentangle.logs.windows import WindowSizes
from disentangle.methods.disentanglers import load_disentangler
from disentangle.methods.predict import predict, predict_text, render
from disentangle.methods.streaming import ConversationStream

SMALL_DAY = ("2004", "09", "22")
BIG_DAY = ("2005", "02", "24")
SIZES = (WindowSizes(segment=97, context=40, lookahead=13), WindowSizes(segment=300, context=150, lookahead=120),
         WindowSizes(segment=1000, context=0, lookahead=0))


def parse_text(text: str) -> list[Link]:
    """The links of link lines, in the order written."""
    return [link for line in text.splitlines() for link in parse_line(line)]


def day_path(root, day) -> str:
    return str(root.joinpath(*day, "#ubuntu.txt"))




def test_a_log_that_fits_one_window_gives_exactly_the_whole_log_output(irclogs_root, learned):
    path = day_path(irclogs_root, SMALL_DAY)
    whole = predict(read_log(path, name=path), learned, second_parents=True)
    for fmt in ("links", "conversations", "jsonl"):
        assert "".join(predict_text([path], learned, fmt=fmt, second_parents=True)) == render([whole], fmt)


@pytest.mark.parametrize("sizes", SIZES[:2])
def test_streamed_links_cover_every_line_and_mostly_agree_with_the_whole_log(irclogs_root, learned, sizes):
    path = day_path(irclogs_root, SMALL_DAY)
    whole = set(render([predict(read_log(path, name=path), learned, second_parents=True)], "links").splitlines())
    streamed = "".join(predict_text([path], learned, second_parents=True, sizes=sizes)).splitlines()
    links = parse_text("\n".join(streamed))
    messages = [link.message for link in links]
    assert messages == sorted(messages)
    first = {}
    for link in links:
        first.setdefault(link.message, link.parent)
        assert link.message - 100 <= link.parent <= link.message
    assert sorted(first) == list(range(len(read_log(path))))
    agree = len(whole & set(streamed)) / len(whole)
    assert agree > 0.9, agree       # lines near a window's edge may differ (the bounded horizon)


@pytest.mark.parametrize("sizes", SIZES[:2])   # with context: the line before a window's first is read
def test_previous_method_streams_exactly(irclogs_root, sizes):
    path = day_path(irclogs_root, BIG_DAY)
    previous = load_disentangler("previous")
    whole = predict(read_log(path, name=path), previous)
    for fmt in ("links", "conversations", "jsonl"):
        assert "".join(predict_text([path], previous, fmt=fmt, sizes=sizes)) == render([whole], fmt), fmt


@pytest.mark.parametrize("sizes", SIZES[:2])
def test_streamed_conversations_and_jsonl_are_those_of_the_streamed_links(irclogs_root, learned, sizes):
    path = day_path(irclogs_root, SMALL_DAY)
    text = {fmt: "".join(predict_text([path], learned, start=30, fmt=fmt, second_parents=True, sizes=sizes))
            for fmt in ("links", "conversations", "jsonl")}
    links = parse_text(text["links"])
    assert min(link.message for link in links) == 30
    assert text["conversations"] == format_conversations(conversations_from_links(links, 30))
    rows = [json.loads(line) for line in text["jsonl"].splitlines()]
    assert [[m["index"] for m in row["messages"]] for row in rows] == [
        list(c.indices) for c in conversations_from_links(links, 30)]
    parents = {}
    for link in links:
        parents.setdefault(link.message, []).append(link.parent)
    log = read_log(path)
    for row in rows:
        for m in row["messages"]:
            assert m["parents"] == parents[m["index"]]
            assert (m["text"], m["minute"]) == (log.messages[m["index"]].text, log.messages[m["index"]].minute)


def test_conversation_stream_hands_out_closed_conversations_in_order():
    stream = ConversationStream("f")
    stream.add([Link("f", 0, 0), Link("f", 1, 1), Link("f", 2, 0), Link("f", 3, 1)])
    assert [c.indices for c in stream.closed(3)] == [(0, 2)]      # 1-3 may still grow
    stream.add([Link("f", 4, 4), Link("f", 5, 3)])
    assert stream.closed(5) == []                       # 4 is closed, but 1-3-5 starts before it and is open
    assert [c.indices for c in stream.closed(6)] == [(1, 3, 5), (4,)]
    stream.add([Link("f", 6, 6)])
    assert [c.indices for c in stream.closed(None)] == [(6,)]


def test_end_and_start_limit_a_streamed_log(irclogs_root):
    path = day_path(irclogs_root, BIG_DAY)
    previous = load_disentangler("previous")
    text = "".join(predict_text([path], previous, start=250, end=700, sizes=SIZES[0]))
    assert [link.message for link in parse_text(text)] == list(range(250, 700))


@pytest.mark.parametrize("sizes", SIZES[:2])
def test_a_file_and_its_log_in_memory_are_predicted_as_predict_streams_them(irclogs_root, learned, sizes):
    from disentangle.methods.predict import open_source, predict_source
    path = day_path(irclogs_root, SMALL_DAY)
    printed = "".join(predict_text([path], learned, second_parents=True, sizes=sizes))
    whole = render([predict(read_log(path, name=path), learned, second_parents=True)], "links")
    assert printed != whole  # the windows' edges show: a whole-log prediction would not pass below
    for source in (open_source(path, sizes=sizes), read_log(path, name=path)):
        prediction = predict_source(source, learned, second_parents=True, scores=True, sizes=sizes)
        assert render([prediction], "links") == printed
        assert [m.index for m in prediction.log.messages] == list(range(len(read_log(path))))
        assert prediction.scored is not None and len(prediction.scored.probabilities) == len(prediction.log)
        assert render([prediction], "conversations") == "".join(
            predict_text([path], learned, fmt="conversations", second_parents=True, sizes=sizes))


@pytest.mark.parametrize("sizes", SIZES[:1])
def test_scored_lines_of_a_streamed_log_cover_every_line_in_file_numbers(irclogs_root, learned, sizes):
    """`--format scored` read a window at a time: one line per log line, in order, numbered as in the file, each
    with the probability of the parent its links give (the same as a links line of the same run)."""
    import json
    path = day_path(irclogs_root, SMALL_DAY)
    rows = [json.loads(line) for line in "".join(predict_text([path], learned, fmt="scored", second_parents=True,
                                                              sizes=sizes)).splitlines()]
    assert [row["message"] for row in rows] == list(range(len(read_log(path))))
    links: dict[int, int] = {}
    for link in parse_text("".join(predict_text([path], learned, second_parents=True, sizes=sizes))):
        links.setdefault(link.message, link.parent)                # the chosen parent comes first
    assert all(row["parents"][0] == links[row["message"]] and 0 < row["probability"] <= 1 for row in rows)
    assert all(row["message"] - 100 <= c <= row["message"] for row in rows for c, _ in row["candidates"])
