"""Tests for disentangle.metrics: hand-computed tiny cases, bad input, and the published dev figures."""
import logging
import math
from pathlib import Path

import numpy as np
import pytest
from scipy.optimize import linear_sum_assignment

from disentangle.corpus.samples import samples
from disentangle.linking.links import Conversation, Link, previous_message_links, read_annotation
from disentangle.logs.files import read_log
from disentangle.metrics import (
    PRF,
    MetricsError,
    Scores,
    adjusted_rand_index,
    contingency,
    evaluate,
    evaluate_files,
    exact_match_prf,
    format_scores,
    link_kappa,
    link_prf,
    one_to_one,
    prf,
    read_gold,
    sample_name,
    scaled_vi,
    shen_f,
)

METRICS_DATA = Path(__file__).resolve().parent / "data" / "metrics"


def h(*counts):
    """Entropy in bits of a distribution given by counts."""
    total = sum(counts)
    return -sum(c / total * math.log2(c / total) for c in counts)


def convs(*groups, source="s"):
    return [Conversation(source, tuple(g)) for g in groups]


def links(pairs, source="s"):
    return [Link(source, m, p) for m, p in pairs]


@pytest.mark.parametrize("matched, gold, auto, expected", [
    (0, 0, 0, (0.0, 0.0, 0.0)),
    (0, 3, 2, (0.0, 0.0, 0.0)),
    (1, 2, 4, (25.0, 50.0, 100 / 3)),
    (3, 3, 3, (100.0, 100.0, 100.0)),
])
def test_prf(matched, gold, auto, expected):
    assert prf(matched, gold, auto) == pytest.approx(PRF(*expected))


@pytest.mark.parametrize("gold, auto, expected", [
    ([], [], (0.0, 0.0, 0.0)),
    (links([(1, 1), (2, 1)]), [], (0.0, 0.0, 0.0)),
    (links([(1, 1), (2, 1)]), links([(1, 1), (2, 1)]), (100.0, 100.0, 100.0)),
    # orientation and duplicates do not matter
    (links([(1, 1), (2, 1)]), links([(2, 1), (1, 2), (1, 1)]), (100.0, 100.0, 100.0)),
    (links([(1, 1), (2, 1), (3, 2)]), links([(1, 1), (2, 2), (3, 2), (4, 1)]), (50.0, 200 / 3, 400 / 7)),
    (links([(1, 1)], "a"), links([(1, 1)], "b"), (0.0, 0.0, 0.0)),               # sources kept apart
])
def test_link_prf(gold, auto, expected):
    assert link_prf(gold, auto) == pytest.approx(PRF(*expected))


@pytest.mark.parametrize("gold, auto, expected", [
    ([], [], (0.0, 0.0, 0.0)),
    (convs([1], [2]), convs([1], [2]), (0.0, 0.0, 0.0)),                  # single messages never count
    (convs([1, 2], [3, 4]), convs([1, 2], [3, 4]), (100.0, 100.0, 100.0)),
    (convs([1, 2], [3, 4, 5]), convs([1, 2], [3, 4], [5]), (50.0, 50.0, 50.0)),
    (convs([1, 2], [3, 4, 5]), convs([1, 2], [3], [4], [5]), (100.0, 50.0, 200 / 3)),
    (convs([1, 2], [3, 4]), convs([1, 2, 3, 4]), (0.0, 0.0, 0.0)),
])
def test_exact_match_prf(gold, auto, expected):
    assert exact_match_prf(gold, auto) == pytest.approx(PRF(*expected))


# (gold, auto, scaled VI, one-to-one, ARI, Shen F), all worked out by hand
CLUSTERING_CASES = {
    "empty": ([], [], 0.0, 0.0, 0.0, 0.0),
    "one message": (convs([5]), convs([5]), 100.0, 100.0, 100.0, 100.0),
    "identical": (convs([0, 1, 2], [3, 4]), convs([3, 4], [0, 1, 2]), 100.0, 100.0, 100.0, 100.0),
    "identical singletons": (convs([0], [1], [2]), convs([0], [1], [2]), 100.0, 100.0, 100.0, 100.0),
    "one big vs singletons": (convs([0, 1, 2, 3]), convs([0], [1], [2], [3]), 0.0, 25.0, 0.0, 40.0),
    "singletons vs one big": (convs([0], [1], [2], [3]), convs([0, 1, 2, 3]), 0.0, 25.0, 0.0, 40.0),
    "two pairs merged": (convs([0, 1], [2, 3]), convs([0, 1, 2, 3]), 50.0, 50.0, 0.0, 200 / 3),
    "halves vs thirds": (convs([0, 1, 2], [3, 4, 5]), convs([0, 1], [2, 3], [4, 5]),
                         100 * (1 - (2 * h(2, 1, 1, 2) - h(3, 3) - h(2, 2, 2)) / math.log2(6)),
                         400 / 6, 100 * 0.8 / 3.3, 80.0),
    # a message missing on one side is a single-message conversation there
    "missing message": (convs([0, 1]), convs([0]), 0.0, 50.0, 0.0, 200 / 3),
    # files are pooled, never mixed: identical numbers in two sources are different messages
    "two sources": (convs([0, 1], source="a") + convs([0, 1], source="b"),
                    convs([0, 1], source="a") + convs([0], [1], source="b"),
                    100 * (1 - (2 * h(2, 1, 1) - h(2, 2) - h(2, 1, 1)) / 2), 75.0,
                    100 * (1 - 1 / 3) / (1.5 - 1 / 3), 100 * (2 + 2 * 2 / 3) / 4),
}


@pytest.mark.parametrize("case", CLUSTERING_CASES.values(), ids=CLUSTERING_CASES.keys())
def test_clustering_metrics(case):
    gold, auto, vi, matching, ari, shen = case
    assert scaled_vi(gold, auto) == pytest.approx(vi)
    assert one_to_one(gold, auto) == pytest.approx(matching)
    assert adjusted_rand_index(gold, auto) == pytest.approx(ari)
    assert shen_f(gold, auto) == pytest.approx(shen)


def test_contingency_table_and_overlapping_conversations():
    table = contingency(convs([0, 1, 2], [3]), convs([0, 1], [2, 3]))
    assert table.toarray().tolist() == [[2, 1], [0, 1]]
    with pytest.raises(MetricsError, match="in two conversations"):
        contingency(convs([0, 1], [1, 2]), convs([0, 1, 2]))


def random_clusters(rng, size, count, source):
    labels = rng.integers(0, count, size)
    return [Conversation(source, tuple(int(m) for m in np.flatnonzero(labels == k)))
            for k in range(count) if (labels == k).any()]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_one_to_one_by_blocks_equals_one_dense_matching(seed):
    rng = np.random.default_rng(seed)
    gold = random_clusters(rng, 60, 9, "a") + random_clusters(rng, 40, 12, "b")
    auto = random_clusters(rng, 60, 14, "a") + random_clusters(rng, 40, 5, "b")
    dense = contingency(gold, auto).toarray()
    rows, cols = linear_sum_assignment(dense, maximize=True)
    assert one_to_one(gold, auto) == pytest.approx(100 * dense[rows, cols].sum() / dense.sum())


# kappa: pairs (j, i) with j <= i for i in 1..2 are 5 decisions; 10..15 are 81 decisions
@pytest.mark.parametrize("gold, auto, expected", [
    ([], [], 0.0),
    (links([(1, 1), (2, 1)]), links([(1, 1), (2, 1)]), 1.0),
    (links([(1, 1), (2, 1)]), links([(2, 1), (1, 1), (0, 0)]), 1.0),    # links before the range ignored
    (links([(1, 1), (2, 1)]), links([(1, 1), (2, 2)]), (0.6 - 0.52) / 0.48),
    (links([(10, 10), (11, 10), (12, 12), (13, 11), (14, 12), (15, 9)]),
     links([(10, 10), (11, 10), (12, 12), (13, 12), (14, 12), (15, 15)]), 0.64),
])
def test_link_kappa(gold, auto, expected):
    assert link_kappa(gold, auto) == pytest.approx(expected)


def test_evaluate_restricts_to_annotated_range_and_relabels():
    gold = {"x": links([(10, 10), (11, 10), (12, 12)], "whatever")}
    auto = {"x": links([(3, 3), (9, 8), (10, 9), (11, 10), (12, 12)], "dir/x.raw.txt")}
    scores = evaluate(gold, auto)
    assert (scores.files, scores.messages, scores.gold_links, scores.auto_links) == (1, 3, 3, 3)
    assert (scores.link_precision, scores.link_recall) == pytest.approx((200 / 3, 200 / 3))
    assert (scores.scaled_vi, scores.one_to_one, scores.exact_f) == pytest.approx((100.0, 100.0, 100.0))


def test_evaluate_missing_output_and_empty_gold(caplog):
    gold = {"x": links([(1, 1), (2, 1)], "x"), "y": links([(1, 1), (2, 1)], "y"), "w": []}
    with caplog.at_level(logging.WARNING):
        scores = evaluate(gold, {"x": links([(1, 1), (2, 1)], "x"), "w": links([(1, 1)], "w")})
    assert "no system output for y" in caplog.text
    assert "gold annotation of w has no links" in caplog.text
    assert (scores.link_precision, scores.link_recall) == pytest.approx((100.0, 50.0))
    assert (scores.files, scores.messages) == (2, 4)


@pytest.mark.parametrize("gold, auto, message", [
    ({"x": links([(1, 1)])}, {"z": links([(1, 1)])}, "no gold annotation for 'z'"),
    ({}, {}, "no gold links"),
    ({"x": []}, {}, "no gold links"),
])
def test_evaluate_errors(gold, auto, message):
    with pytest.raises(MetricsError, match=message):
        evaluate(gold, auto)


@pytest.mark.parametrize("path, name", [
    ("a/b/2004-11-15_03.annotation.txt", "2004-11-15_03"),
    ("2004-11-15_03.raw.txt", "2004-11-15_03"),
    ("dev\\2004-11-15_03.ascii.txt", "2004-11-15_03"),
    ("x/2004-11-15_03.annotation.jared.txt", "2004-11-15_03"),
    ("day.txt", "day"),
    ("day", "day"),
    (".txt", ".txt"),
])
def test_sample_name(path, name):
    assert sample_name(path) == name


TINY_VI = 100 * (1 - (h(3, 2, 1) - h(5, 1)) / math.log2(6))


@pytest.mark.parametrize("auto_file, link_p, exact_f", [
    ("tiny.links.out", 200 / 3, 0.0),
    ("tiny.conversations.out", None, 0.0),   # conversation lines give no links: link scores not made up
])
def test_evaluate_files_tiny(auto_file, link_p, exact_f):
    scores = evaluate_files([METRICS_DATA / "tiny.annotation.txt"], [METRICS_DATA / auto_file])
    assert (scores.files, scores.messages, scores.gold_links) == (1, 6, 6)
    assert scores.link_precision == (None if link_p is None else pytest.approx(link_p))
    assert scores.auto_format == ("links" if link_p else "conversations")
    assert scores.exact_f == exact_f
    assert scores.scaled_vi == pytest.approx(TINY_VI)
    assert scores.one_to_one == pytest.approx(400 / 6)


def test_evaluate_files_annotator_against_annotator():
    scores = evaluate_files([METRICS_DATA / "tiny.annotation.txt"],
                            [METRICS_DATA / "tiny.annotation.other.txt"])
    assert scores.kappa == pytest.approx(0.64)
    assert scores.link_f == pytest.approx(200 / 3)


def test_evaluate_files_errors(tmp_path):
    gold = METRICS_DATA / "tiny.annotation.txt"
    stray = tmp_path / "out.txt"
    stray.write_text("elsewhere.raw.txt:1 1 -\n")
    garbage = tmp_path / "garbage.out"
    garbage.write_bytes(b"\x00\x01\xff\xfe binary\n")
    cases = [
        ([gold], [tmp_path / "missing.out"], "cannot read"),
        ([tmp_path / "missing.annotation.txt"], [stray], "cannot read annotation"),
        ([gold], [stray], r"no gold annotation for elsewhere\.raw\.txt \(sample 'elsewhere'\)"),
        ([gold], [garbage], "not a link or conversation line"),
        ([gold, gold], [stray], "two gold annotation files"),
        ([gold], [METRICS_DATA / "tiny.links.out", METRICS_DATA / "tiny.conversations.out"], "output twice"),
        ([], [stray], "need at least one"),
        ([gold], [], "need at least one"),
    ]
    for gold_paths, auto_paths, message in cases:
        with pytest.raises(MetricsError, match=message):
            evaluate_files(gold_paths, auto_paths)


def test_evaluate_reads_the_model_lines_of_a_review_filled_annotation_as_the_gold_reader_does(tmp_path, caplog):
    """Issue 43 (4): `evaluate --auto` on a file `annotate --review-fill` wrote stopped on its `- model` lines."""
    from annotate.model.uncertainty import filled_text
    reviewed = {10: (10,), 11: (10,), 12: (12,), 13: (11,)}
    auto = tmp_path / "tiny.annotation.txt"
    auto.write_text(filled_text(reviewed, {14: (12,), 15: (9,)}))  # as --review-fill writes it
    assert "12 14 - model" in auto.read_text()
    gold = METRICS_DATA / "tiny.annotation.txt"
    with caplog.at_level(logging.WARNING):
        scores = evaluate_files([gold], [auto])
    assert (scores.auto_links, scores.link_precision) == (4, 100)  # the model's two links are not read
    assert any("2 model links" in r.getMessage() for r in caplog.records)
    assert read_gold([auto])["tiny"] == read_gold([gold])["tiny"][:4]  # as the gold reader reads the file


def test_read_gold_keys_by_sample_name():
    gold = read_gold([METRICS_DATA / "tiny.annotation.txt"])
    assert list(gold) == ["tiny"] and all(link.source == "tiny" for link in gold["tiny"])


def test_format_scores():
    scores = Scores(files=2, messages=30, gold_links=31, auto_links=30, link_precision=30.844,
                    link_recall=29.574, link_f=30.194, scaled_vi=66.2, one_to_one=23.92, exact_precision=0.0,
                    exact_recall=0.0, exact_f=0.0, ari=14.88, shen_f=21.62, kappa=0.7534)
    text = format_scores(scores)
    assert text.startswith("2 files, 30 messages, 31 gold links, 30 system links")
    for expected in ("30.84  29.57  30.19", "66.20", "23.92", "14.88", "21.62", "0.753"):
        assert expected in text
    assert len(text.splitlines()) == 8


def test_previous_message_baseline_on_dev(corpus_root):
    gold, auto = {}, {}
    for sample in samples("dev", corpus_root):
        gold[sample.name] = read_annotation(sample.annotation, sample.name)
        start = min(link.message for link in gold[sample.name])
        auto[sample.name] = previous_message_links(read_log(sample.raw, sample.name), start)
    scores = evaluate(gold, auto)
    measured = (scores.link_precision, scores.link_recall, scores.link_f, scores.scaled_vi,
                scores.one_to_one, scores.exact_f)
    assert [round(value, 2) for value in measured] == [30.88, 29.61, 30.23, 66.24, 23.76, 0.0]
    assert (scores.files, scores.messages) == (10, 2500)


def test_annotator_agreement_on_dev(corpus_root):
    folder = corpus_root / "annotation-process" / "dev-individual"
    first = sorted(folder.glob("*.annotation.hussam.txt"))
    second = sorted(folder.glob("*.annotation.jared.txt"))
    assert len(first) == len(second) == 10
    scores = evaluate_files(first, second)
    assert round(scores.kappa, 3) == 0.753
    measured = (scores.link_f, scores.scaled_vi, scores.one_to_one, scores.exact_f)
    assert [round(value, 1) for value in measured] == [75.4, 94.0, 83.9, 42.9]
    assert evaluate_files(second, first).link_f == pytest.approx(scores.link_f)
