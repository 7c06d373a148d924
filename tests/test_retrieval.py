"""Response-selection baselines and metrics: hand-computed ranks, recalls, MRR, ties, TF-IDF and BM25 scores."""
import math

import numpy as np
import pytest

from disentangle.compare.retrieval import (
    Bm25Scorer,
    Rank,
    RetrievalError,
    TfidfScorer,
    batch_accuracy,
    batch_order,
    batch_ranks,
    context_text,
    evaluate_scorer,
    mean_reciprocal_rank,
    option_ranks,
    rank_answer,
    recall_at,
    recall_at_k,
    reciprocal_rank,
    standard_error,
)
from disentangle.dialogues.records import ASKER, HELPER, Turn
from disentangle.examples.records import Candidate, Example, Provenance


@pytest.mark.parametrize("scores, answer, rank", [
    ([0.9, 0.5, 0.1], 0, Rank(0, 0)),                 # best
    ([0.5, 0.9, 0.1], 0, Rank(1, 0)),                 # second
    (list(range(10)), 0, Rank(9, 0)),                 # ranked last of 10
    ([1.0, 1.0, 1.0, 1.0], 2, Rank(0, 3)),            # all tied
    ([0.2, 0.7, 0.7, 0.1, 0.7], 1, Rank(0, 2)),       # tied at the top with two others
    ([0.9, 0.3, 0.3, 0.5], 2, Rank(2, 1)),            # two better, one tied
])
def test_rank_answer(scores, answer, rank):
    assert rank_answer(scores, answer) == rank


@pytest.mark.parametrize("rank, k, expected", [
    (Rank(0, 0), 1, 1.0),
    (Rank(1, 0), 1, 0.0),
    (Rank(1, 0), 2, 1.0),
    (Rank(9, 0), 5, 0.0),                             # last of 10: not in the top 5
    (Rank(9, 0), 10, 1.0),
    (Rank(0, 3), 1, 0.25),                            # four-way tie: each rank 1..4 with probability 1/4
    (Rank(0, 3), 2, 0.5),
    (Rank(0, 3), 5, 1.0),
    (Rank(2, 1), 2, 0.0),                             # ranks 3 or 4
    (Rank(2, 1), 3, 0.5),
    (Rank(0, 9), 1, 0.1),                             # a constant scorer over 10 candidates: chance
])
def test_recall_at(rank, k, expected):
    assert recall_at(rank, k) == pytest.approx(expected)


@pytest.mark.parametrize("rank, expected", [
    (Rank(0, 0), 1.0),
    (Rank(1, 0), 0.5),
    (Rank(9, 0), 0.1),                                # last of 10
    (Rank(99, 0), 0.01),                              # last of 100
    (Rank(0, 3), (1 + 1 / 2 + 1 / 3 + 1 / 4) / 4),    # 25/48
    (Rank(2, 1), (1 / 3 + 1 / 4) / 2),
])
def test_reciprocal_rank(rank, expected):
    assert reciprocal_rank(rank) == pytest.approx(expected)


def test_aggregates_over_examples():
    ranks = [Rank(0, 0), Rank(1, 0), Rank(9, 0), Rank(0, 1)]
    assert recall_at_k(ranks, 1) == pytest.approx((1 + 0 + 0 + 0.5) / 4)
    assert recall_at_k(ranks, 2) == pytest.approx(3 / 4)
    assert mean_reciprocal_rank(ranks) == pytest.approx((1 + 0.5 + 0.1 + 0.75) / 4)
    assert recall_at_k([], 1) == 0.0 and mean_reciprocal_rank([]) == 0.0
    assert standard_error([1.0, 0.0, 1.0, 0.0]) == pytest.approx(math.sqrt(1 / 3) / 2)
    assert standard_error([1.0]) == 0.0


def test_batch_ranks_read_the_diagonal():
    matrix = np.array([[3.0, 1.0, 0.0], [5.0, 2.0, 2.0], [0.0, 0.0, 0.0]])
    assert batch_ranks(matrix) == [Rank(0, 0), Rank(1, 1), Rank(0, 2)]
    with pytest.raises(RetrievalError):
        batch_ranks(np.zeros((2, 3)))


@pytest.mark.parametrize("scores, answer", [([1.0, float("nan")], 0), ([1.0, 2.0], 2), ([[1.0]], 0)])
def test_rank_answer_rejects_bad_input(scores, answer):
    with pytest.raises(RetrievalError):
        rank_answer(scores, answer)


def test_recall_needs_positive_k():
    with pytest.raises(RetrievalError):
        recall_at(Rank(0, 0), 0)


# ---------------------------------------------------------------------------------------------------
# Scorers


def test_tfidf_cosine_by_hand():
    # idf (smoothed, scikit-learn): ln((1 + n) / (1 + df)) + 1 -> apt: 1, vim and emacs: 1 + ln(3/2)
    scorer = TfidfScorer(["apt vim", "apt emacs"])
    scores = scorer.score_matrix(["apt vim"], ["apt", "apt vim", "emacs", "reboot now"])[0]
    idf_vim = 1 + math.log(1.5)
    assert scores[0] == pytest.approx(1 / math.sqrt(1 + idf_vim ** 2))
    assert scores[1] == pytest.approx(1.0)
    assert scores[2] == pytest.approx(0.0)
    assert scores[3] == 0.0                           # no fitted word at all


def test_bm25_by_hand():
    # N = 3 documents, 7 words, mean length 7/3; df(apt) = 2, df(install) = 1
    scorer = Bm25Scorer(["apt install vim", "apt update", "reboot now"])
    scores = scorer.score_matrix(["Apt install"], ["apt install vim", "apt", "reboot", "install install"])[0]
    idf_apt, idf_install = math.log(1 + 1.5 / 2.5), math.log(1 + 2.5 / 1.5)

    def weight(tf, length):
        return tf * 2.2 / (tf + 1.2 * (0.25 + 0.75 * length / (7 / 3)))

    assert scores[0] == pytest.approx((idf_apt + idf_install) * weight(1, 3))
    assert scores[1] == pytest.approx(idf_apt * weight(1, 1))
    assert scores[2] == 0.0
    assert scores[3] == pytest.approx(idf_install * weight(2, 2))


def test_bm25_counts_repeated_context_words():
    scorer = Bm25Scorer(["apt install vim", "apt update"])
    once = scorer.score_matrix(["install"], ["apt install vim"])[0, 0]
    twice = scorer.score_matrix(["install install"], ["apt install vim"])[0, 0]
    assert twice == pytest.approx(2 * once) and once > 0


def test_idf_from_the_fitted_texts_only():
    # fitted elsewhere: "vim" is frequent there, so it weighs less than "emacs"
    scorer = Bm25Scorer(["vim", "vim", "vim", "emacs"])
    scores = scorer.score_matrix(["vim emacs"], ["vim", "emacs"])[0]
    assert scores[1] > scores[0] > 0


@pytest.mark.parametrize("make", [TfidfScorer, Bm25Scorer])
@pytest.mark.parametrize("texts", [[], ["", "  "], ["a ! ?"]])
def test_scorers_refuse_empty_text(make, texts):
    with pytest.raises(RetrievalError):
        make(texts)


def test_bm25_parameters_checked():
    with pytest.raises(RetrievalError):
        Bm25Scorer(["apt"], b=1.5)


# ---------------------------------------------------------------------------------------------------
# Evaluating on examples


def turn(speaker, text):
    return Turn(speaker, (text,), (text,), (0,), (0,))


def example(number, context, answer, negatives=()):
    options = tuple(Candidate.of(t) for t in (*negatives, answer))
    provenance = Provenance("log", "2015-01-01", "learned", ("a", "b"), 0, (1,))
    return Example(f"d{number}/1", f"d{number}", "test", (turn(ASKER, context),), turn(HELPER, answer),
                   provenance, options)


def test_option_ranks_find_the_answer_anywhere():
    scorer = Bm25Scorer(["install vim", "mount disk", "reboot now", "wifi card"])
    good = example(1, "how to install vim", "install vim with apt", ["mount the disk", "reboot now"])
    last = example(2, "how to install vim", "reboot now", ["install vim", "vim install"])
    assert option_ranks(scorer, [good, last]) == [Rank(0, 0), Rank(2, 0)]
    assert context_text(good) == "how to install vim"


def test_option_ranks_need_the_answer_among_options():
    broken = example(1, "x", "answer", ["other"])
    broken = Example(broken.id, broken.dialogue_id, "test", broken.context, broken.response, broken.provenance,
                     (Candidate.of("other"),))
    with pytest.raises(RetrievalError):
        option_ranks(TfidfScorer(["answer other"]), [broken])


def test_batch_accuracy_ranks_within_batches():
    topics = ["vim editor", "ntfs disk", "wifi card", "grub kernel", "zsh shell"]
    examples = [example(n, f"question about {t}", f"answer about {t}") for n, t in enumerate(topics)]
    scorer = TfidfScorer([f"about {t}" for t in topics])
    assert batch_accuracy(scorer, examples, size=5) == (1, 1.0)
    assert batch_accuracy(scorer, examples, size=2) == (2, 1.0)     # 4 of 5 used: the last batch is partial
    assert batch_accuracy(scorer, examples, size=6) == (0, None)


def test_batch_order_is_seeded_and_independent_of_input_order():
    examples = [example(n, "q", f"a{n}") for n in range(8)]
    assert batch_order(examples, 1) == batch_order(examples[::-1], 1)
    assert batch_order(examples, 1) != batch_order(examples, 2)


def test_evaluate_scorer_reports_missing_sets_as_none():
    examples = [example(n, f"install package{n}", f"package{n} installed", ["reboot", "mount"]) for n in range(3)]
    scores = evaluate_scorer(TfidfScorer([e.response.text for e in examples]), examples, examples, [])
    assert scores.examples_10 == 3 and dict(scores.recall_10)[1] == 1.0 and scores.mrr_10 == 1.0
    assert scores.examples_100 == 0 and dict(scores.recall_100)[1] is None and scores.mrr_100 is None
    assert scores.accuracy_1_of_100 is None and scores.batches == 0
    assert set(scores.as_dict()) >= {"R@1/10", "R@2/10", "R@5/10", "R@1/100", "R@10/100", "R@50/100", "1-of-100"}
