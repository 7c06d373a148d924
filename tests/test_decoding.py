"""Decoding parents from shortlisted probabilities: greedy, by conversation sums, and by a beam."""
import numpy as np
import pytest

from disentangle.linking.decoding import (
    BEAM,
    CONVERSATION,
    DECODERS,
    GREEDY,
    DecoderError,
    beam_parents,
    conversation_parents,
    decode,
)

# Lines 0-2 are context: 0 alone, 1 <- 2 one conversation. Line 3's candidates: line 0 (0.4), line 1
# (0.35), line 2 (0.25): greedy takes 0, but 1 and 2 together (0.6) outweigh it.
ROOT = np.array([0, 1, 1, 3])
CANDIDATES = np.array([[0, 1, 2]])
PROBS = np.array([[0.4, 0.35, 0.25]])


def test_greedy_takes_each_rows_most_probable():
    assert decode(GREEDY, CANDIDATES, PROBS, ROOT, 3).tolist() == [0]


@pytest.mark.parametrize("decoder", [CONVERSATION, BEAM])
def test_conversation_sums_outweigh_the_best_single_candidate(decoder):
    assert decode(decoder, CANDIDATES, PROBS, ROOT, 3).tolist() == [1]   # the best line of conversation 1


@pytest.mark.parametrize("decoder", [CONVERSATION, BEAM])
def test_a_sure_candidate_is_kept(decoder):
    probs = np.array([[0.55, 0.25, 0.2]])
    assert decode(decoder, CANDIDATES, probs, ROOT, 3).tolist() == [0]


@pytest.mark.parametrize("decoder", [CONVERSATION, BEAM])
def test_new_conversation_counts_as_its_own_group(decoder):
    candidates = np.array([[3, 0, 1, 2]])   # the message itself first
    probs = np.array([[0.45, 0.2, 0.2, 0.15]])
    assert decode(decoder, candidates, probs, ROOT, 3).tolist() == [3]
    probs = np.array([[0.3, 0.0, 0.4, 0.3]])   # conversation 1 (0.7) beats a new one; 0 is no candidate
    assert decode(decoder, candidates, probs, ROOT, 3).tolist() == [1]


def test_decoded_lines_join_the_conversations_of_later_lines():
    """Line 3 joins conversation 1 (by its sum), so line 4, torn between line 0 (0.45) and lines 2 and
    3 (0.3 + 0.25), follows it too; greedy sends both to line 0."""
    root = np.array([0, 1, 1, 3, 4])
    candidates = np.array([[0, 1, 2, 3], [0, 1, 2, 3]])
    probs = np.array([[0.4, 0.35, 0.25, 0.0], [0.45, 0.0, 0.3, 0.25]])
    assert conversation_parents(candidates, probs, root, 3).tolist() == [1, 2]
    assert decode(GREEDY, candidates, probs, root, 3).tolist() == [0, 0]


def test_beam_of_one_is_the_conversation_decoder():
    rng = np.random.default_rng(0)
    n, k, context = 60, 5, 8
    for _ in range(20):
        lines = context + np.arange(n)
        candidates = np.maximum(lines[:, None] - rng.integers(0, 12, size=(n, k)), 0)
        candidates[:, 0] = lines
        probs = rng.dirichlet(np.full(k, 0.5), size=n)
        root = np.arange(context + n)
        expected = conversation_parents(candidates, probs, root, context)
        assert beam_parents(candidates, probs, root, context, width=1, branches=1).tolist() == expected.tolist()
        for decoder in DECODERS:
            parents = decode(decoder, candidates, probs, root, context)
            assert all(p in row for p, row in zip(parents.tolist(), candidates.tolist()))


def test_beam_finds_a_better_joint_assignment():
    """Line 3 is torn (0.5 / 0.5 between conversations 0 and 1), and line 4's candidates favour conversation
    1 more when line 3 is in it: the beam, scoring both lines, puts line 3 there (0.5 x 0.7 > 0.5 x 0.6)."""
    root = np.array([0, 1, 1, 3, 4])
    candidates = np.array([[0, 1, 3, 3], [1, 2, 3, 0]])
    probs = np.array([[0.5, 0.5, 0.0, 0.0], [0.3, 0.3, 0.1, 0.3]])
    # conversation decoder: line 3 -> 0 (first of the tie); line 4 then sees {1: 0.6, 0: 0.4}
    # beam: line 3 -> 1 makes line 4's conversation 1 hold 0.7
    assert conversation_parents(candidates, probs, root, 3).tolist() == [0, 1]
    assert beam_parents(candidates, probs, root, 3).tolist() == [1, 1]


def test_unknown_decoder_is_refused():
    with pytest.raises(DecoderError, match="unknown decoder"):
        decode("viterbi", CANDIDATES, PROBS, ROOT, 3)
