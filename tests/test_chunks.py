"""Scoring by chunks (`evaluate --protocol chunks`): chunks cut, parents outside a chunk as starts, clustering
metrics averaged over chunks, link P/R/F over pooled non-self links, the command's JSON and its bad input."""
import json
import math

import pytest

from disentangle.cli import main
from disentangle.linking.links import Conversation, Link
from disentangle.metrics import MetricsError, contingency, evaluate
from disentangle.metrics.chunks import Chunk, evaluate_chunks, file_chunks
from disentangle.metrics.clusters import table_nmi


def links(source: str, pairs) -> list[Link]:
    return [Link(source, message, parent) for message, parent in pairs]


# file "f": messages 10..15; 10 and 11 start, 12 -> 10, 13 -> 11, 14 -> 9 (a parent before the range), 15 -> 13
GOLD = links("f", [(10, 10), (11, 11), (12, 10), (13, 11), (14, 9), (15, 13)])


def test_chunks_are_consecutive_annotated_messages_and_a_short_last_one_is_dropped():
    chunks, dropped = file_chunks("f", GOLD, 4)
    assert chunks == [Chunk("f", (10, 11, 12, 13))] and dropped == 2
    chunks, dropped = file_chunks("f", GOLD, 2)
    assert [c.messages for c in chunks] == [(10, 11), (12, 13), (14, 15)] and dropped == 0


def test_a_parent_outside_the_chunk_is_a_conversation_start():
    inside = Chunk("f", (12, 13)).within(GOLD)
    assert {(l.message, l.parent) for l in inside} == {(12, 12), (13, 13)}
    assert {l.source for l in inside} == {"f#12"}


def test_perfect_output_scores_100_and_counts_only_non_self_links():
    result = evaluate_chunks({"f": GOLD}, {"f": GOLD}, 3)
    s = result.scores
    assert (s.link_f, s.exact_f, s.one_to_one, s.scaled_vi, s.ari, s.shen_f, result.nmi) == (100,) * 7
    # chunk (10, 11, 12): 12 -> 10; chunk (13, 14, 15): 15 -> 13 (13 -> 11 and 14 -> 9 leave it)
    assert (s.gold_links, s.auto_links, result.chunks, s.messages) == (2, 2, 2, 6)


def test_clustering_metrics_are_averaged_over_chunks_and_links_pooled():
    # chunk 1 (10, 11, 12) right; chunk 2 (13, 14, 15): 14 -> 13 instead of 15 -> 13
    auto = links("f", [(10, 10), (11, 11), (12, 10), (13, 13), (14, 13), (15, 15)])
    result = evaluate_chunks({"f": GOLD}, {"f": auto}, 3)
    second = evaluate({"g": links("g", [(13, 13), (14, 14), (15, 13)])},
                      {"g": links("g", [(13, 13), (14, 13), (15, 15)])})
    assert result.scores.exact_f == pytest.approx((100 + second.exact_f) / 2)
    assert result.scores.one_to_one == pytest.approx((100 + second.one_to_one) / 2)
    assert second.one_to_one < 100 and result.scores.one_to_one < 100
    assert result.scores.link_precision == 50 and result.scores.link_recall == 50


def test_nmi_of_known_tables():
    together = [Conversation("f", (1, 2, 3, 4))]
    pairs = [Conversation("f", (1, 2)), Conversation("f", (3, 4))]
    assert table_nmi(contingency(pairs, pairs)) == pytest.approx(100)
    assert table_nmi(contingency(pairs, together)) == 0
    halves = [Conversation("f", (1, 3)), Conversation("f", (2, 4))]
    assert table_nmi(contingency(pairs, halves)) == pytest.approx(0, abs=1e-9)
    one_apart = [Conversation("f", (1, 2, 3))]   # 4 alone: H(G) = 1, H(A) = h, joint cells 2, 1, 1: 1.5 bits
    h = -(0.75 * math.log2(0.75) + 0.25 * math.log2(0.25))
    assert table_nmi(contingency(pairs, one_apart)) == pytest.approx(100 * (1 + h - 1.5) / ((1 + h) / 2))


@pytest.mark.fault
def test_no_full_chunk_is_an_error():
    with pytest.raises(MetricsError, match="no file has 50 annotated messages"):
        evaluate_chunks({"f": GOLD}, {"f": GOLD}, 50)


def test_command_json_keeps_todays_keys(corpus_root, tmp_path, capsys):
    dev = sorted((corpus_root / "dev").glob("*.annotation.txt"))[:2]
    assert main(["evaluate", "--gold", *map(str, dev), "--auto", *map(str, dev), "--json"]) == 0
    today = json.loads(capsys.readouterr().out)
    assert main(["evaluate", "--protocol", "chunks", "--chunk-size", "50", "--gold", *map(str, dev),
                 "--auto", *map(str, dev), "--json"]) == 0
    chunks = json.loads(capsys.readouterr().out)
    assert set(today) <= set(chunks) and chunks["nmi"] == 100 and chunks["exact_f"] == 100
    assert chunks["chunks"] == 10 and chunks["dropped_messages"] == 0 and chunks["protocol"] == "chunks"


@pytest.mark.fault
@pytest.mark.parametrize("extra, message", [(["--chunk-size", "50"], "--chunk-size needs --protocol chunks"),
                                            (["--protocol", "chunks", "--chunk-size", "0"], "--chunk-size"),
                                            (["--protocol", "chunks", "--chunk-size", "5000"],
                                             "no file has 5000 annotated messages")])
def test_command_bad_chunk_options(corpus_root, capsys, extra, message):
    dev = str(sorted((corpus_root / "dev").glob("*.annotation.txt"))[0])
    assert main(["evaluate", *extra, "--gold", dev, "--auto", dev]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1
