"""Scoring by chunks (`evaluate --protocol chunks`): chunks cut, parents outside a chunk as starts, clustering
metrics averaged over chunks, link P/R/F over pooled non-self links, the command's JSON and its bad input."""
import json
import math
from pathlib import Path

import pytest

from disentangle.cli import main
from disentangle.linking.links import Conversation, Link
from disentangle.metrics import MetricsError, contingency, evaluate
from disentangle.metrics.chunks import (
    CHUNK_GOLDS,
    CORPUS_GOLD,
    Chunk,
    evaluate_chunks,
    export_gold,
    file_chunks,
)
from disentangle.metrics.clusters import table_nmi

REFERENCE = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "reference" / "chunks"


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
    assert main(["evaluate", "--protocol", "chunks", "--chunk-size", "50", "--chunk-gold", "corpus", "--gold",
                 *map(str, dev), "--auto", *map(str, dev), "--json"]) == 0
    chunks = json.loads(capsys.readouterr().out)
    assert set(today) <= set(chunks) and chunks["nmi"] == 100 and chunks["exact_f"] == 100
    assert chunks["chunks"] == 10 and chunks["dropped_messages"] == 0 and chunks["protocol"] == "chunks"
    assert chunks["chunk_gold"] == "corpus"
    # the papers' gold keeps one parent per message and whole-file conversations: the annotation's own links
    # (every parent, cut at the chunk's edge) are not a perfect answer to it
    assert main(["evaluate", "--protocol", "chunks", "--gold", *map(str, dev), "--auto", *map(str, dev),
                 "--json"]) == 0
    papers = json.loads(capsys.readouterr().out)
    assert papers["chunk_gold"] == "hf" and papers["nmi"] < 100 and papers["exact_f"] < 100


@pytest.mark.fault
@pytest.mark.parametrize("extra, message", [(["--chunk-size", "50"], "--chunk-size needs --protocol chunks"),
                                            (["--chunk-gold", "corpus"], "--chunk-gold needs --protocol chunks"),
                                            (["--protocol", "chunks", "--chunk-size", "0"], "--chunk-size"),
                                            (["--protocol", "chunks", "--chunk-size", "5000"],
                                             "no file has 5000 annotated messages")])
def test_command_bad_chunk_options(corpus_root, capsys, extra, message):
    dev = str(sorted((corpus_root / "dev").glob("*.annotation.txt"))[0])
    assert main(["evaluate", *extra, "--gold", dev, "--auto", dev]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1


# file "h": 14 replies to 9 (before the range) and to 12; 15 replies to 13; 13 and 12 start; 11 replies to 9
TWO_PARENTS = links("h", [(11, 9), (12, 12), (13, 13), (14, 9), (14, 12), (15, 13), (10, 10)])


def test_the_export_keeps_the_latest_earlier_parent_and_a_parent_without_one_takes_its_first_reply():
    gold = export_gold(TWO_PARENTS)
    assert gold.replies[14] == 12 and gold.replies[15] == 13 and gold.replies[12] == 12
    assert gold.replies[9] == 11  # a context message linked only by replies: the smallest of them
    conversation = gold.conversation
    assert conversation[9] == conversation[11] and conversation[14] == conversation[12] != conversation[9]


def test_hf_gold_groups_by_whole_file_conversations_and_corpus_gold_by_links_inside_the_chunk():
    gold = {"f": links("f", [(10, 10), (11, 11), (12, 10), (13, 12), (14, 11), (15, 13)])}
    auto = {"f": links("f", [(10, 10), (11, 11), (12, 10), (13, 13), (14, 11), (15, 13)])}
    # chunk (13, 14, 15): 13 and 15 belong with 10 and 12 (outside); the system starts a conversation at 13
    hf, corpus = (evaluate_chunks(gold, auto, 3, rule) for rule in CHUNK_GOLDS)
    assert corpus.scores.exact_f == 100 and corpus.gold == CORPUS_GOLD
    assert hf.scores.exact_f == 100  # same groups: 13-15 together, 14 alone in the chunk
    apart = {"f": links("f", [(10, 10), (11, 11), (12, 10), (13, 13), (14, 11), (15, 15)])}
    gold_apart = {"f": links("f", [(10, 10), (11, 11), (12, 10), (13, 12), (14, 11), (15, 12)])}
    # 13 and 15 both reply to 12 (outside the chunk): one conversation for hf, two starts for corpus
    hf, corpus = (evaluate_chunks(gold_apart, apart, 3, rule) for rule in CHUNK_GOLDS)
    assert corpus.nmi == corpus.scores.one_to_one == 100 and hf.nmi < 100 and hf.scores.one_to_one < 100


def test_hf_gold_links_are_one_parent_per_message():
    result = evaluate_chunks({"h": TWO_PARENTS}, {"h": links("h", [(14, 12), (15, 13)])}, 6)
    # gold inside chunk (10..15): 11 -> 9 is outside; 14 -> 12, 15 -> 13 kept; 14 -> 9 never a gold link
    assert result.scores.gold_links == 2 and result.scores.link_f == 100


@pytest.mark.fault
def test_an_unknown_gold_rule_is_an_error():
    with pytest.raises(MetricsError, match="chunk gold 'papers'"):
        evaluate_chunks({"f": GOLD}, {"f": GOLD}, 3, "papers")


def test_the_command_offers_the_library_gold_rules():
    from disentangle.cli import evaluate as command  # its own literal keeps the metrics off start-up
    assert command.CHUNK_GOLDS == CHUNK_GOLDS


def reference_run(corpus_root, capsys, *extra) -> dict:
    if not (REFERENCE / "k19-ff-dev.links.txt").is_file():
        pytest.skip("shared chunk reference not available")
    dev = sorted((corpus_root / "dev").glob("*.annotation.txt"))
    assert main(["evaluate", "--protocol", "chunks", *extra, "--gold", *map(str, dev), "--auto",
                 str(REFERENCE / "k19-ff-dev.links.txt"), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


FIGURES = {"exact_f": "exact_f", "scaled_vi": "vi", "one_to_one": "one_to_one", "link_f": "link_f", "ari": "ari",
           "nmi": "nmi", "shen_f": "shen_f", "exact_precision": "exact_p", "exact_recall": "exact_r",
           "link_precision": "link_p", "link_recall": "link_r"}


def test_the_papers_evaluator_figures_are_reproduced_on_its_reference_predictions(corpus_root, capsys):
    ours = reference_run(corpus_root, capsys)
    theirs = json.loads((REFERENCE / "k19-ff-dev.summary.json").read_text())
    assert ours["chunks"] == 50 and ours["chunk_gold"] == "hf"
    for key, name in FIGURES.items():
        assert ours[key] == pytest.approx(100 * theirs[name], abs=0.1), key


def test_the_corpus_gold_keeps_its_figures_by_name(corpus_root, capsys):
    ours = reference_run(corpus_root, capsys, "--chunk-gold", "corpus")
    figures = [round(ours[key], 2) for key in ("exact_f", "scaled_vi", "one_to_one", "link_f", "ari", "nmi", "shen_f")]
    assert figures == [40.41, 86.56, 80.16, 69.81, 68.19, 85.9, 83.81]
