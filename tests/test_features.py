"""Pair features: names, masks and the value of each relation on a hand-made log."""
import numpy as np
import pytest

from conftest import DATA, SMALL_LOG
from disentangle.features.pairs import (
    BIG,
    FEATURE_NAMES,
    FILE_FEATURES,
    MESSAGE_FEATURES,
    N_FEATURES,
    PAIR_FEATURES,
    block_features,
    block_ranges,
    count_in,
    iter_blocks,
    pair_block,
    prepare,
)
from disentangle.logs.files import read_log, read_log_bytes

WINDOW = 8
NAME = {name: k for k, name in enumerate(FEATURE_NAMES)}


@pytest.fixture(scope="module")
def small(small_log, tokenizer):
    """The small log prepared, and its feature block (the lines: the `small_log` fixture)."""
    prepared = prepare(small_log, tokenizer)
    features, mask = block_features(prepared, 0, prepared.n, WINDOW)
    return prepared, features, mask


def value(small, message, parent, name):
    _, features, _ = small
    return features[message, message - parent, NAME[name]]


def test_names_unique_and_count_derived(small):
    """Every column has a name of its own, and the columns follow from the names: each block the code computes
    is as wide as its names, and a named column holds what its name says (the message's question mark in
    `msg_question`, the candidate's in `cand_question`)."""
    prepared, features, mask = small
    assert len(set(FEATURE_NAMES)) == len(FEATURE_NAMES) == N_FEATURES == features.shape[-1]
    assert FEATURE_NAMES[:len(PAIR_FEATURES)] == PAIR_FEATURES
    assert pair_block(prepared, 0, prepared.n, WINDOW).pair.shape[-1] == len(PAIR_FEATURES)
    assert prepared.message_features.shape == (prepared.n, len(MESSAGE_FEATURES))
    assert prepared.file_features.shape == (len(FILE_FEATURES),)
    asks = np.array(["?" in line for line in SMALL_LOG.read_text().splitlines()], np.float32)
    message, offset = np.nonzero(mask)
    assert asks.any() and not asks.all()
    assert (features[message, offset, NAME["msg_question"]] == asks[message]).all()
    assert (features[message, offset, NAME["cand_question"]] == asks[message - offset]).all()


def test_shapes_and_mask(small):
    prepared, features, mask = small
    assert features.shape == (prepared.n, WINDOW + 1, N_FEATURES) and features.dtype == np.float32
    assert mask[:, 0].all()                     # every line may start a conversation
    assert not mask[0, 1:].any()                # nothing before the first line
    assert not mask[5, 1:].any()                # a system line only links to itself
    assert not mask[6, 1]                       # a system line is never a parent
    assert mask[4, 2] and not mask[2, 2]        # line 0 is a system line: never a parent
    assert (features[~mask] == 0).all()


@pytest.mark.parametrize("message, parent, name, expected", [
    (2, 2, "self", 1), (2, 1, "self", 0),
    (2, 1, "msg_targets_cand_author", 1), (4, 2, "msg_targets_cand_author", 1),
    (4, 2, "targeted_and_latest", 1), (9, 6, "targeted_and_latest", 1),
    (9, 2, "targeted_and_latest", 0),                      # bob spoke again (as bobby) since line 2
    (9, 2, "same_author", 0), (6, 2, "same_author", 1),    # the nick change keeps the author
    (6, 2, "cand_author_since>=1", 0), (9, 2, "cand_author_since>=1", 1),
    (4, 1, "same_author", 1), (4, 2, "cand_targets_msg_author", 1),
    (4, 2, "m_to_c_between", 0), (9, 4, "m_to_c_before", 0), (6, 4, "cand_targets_msg_author", 1),
    (8, 7, "msg_targets_cand_author", 1), (8, 7, "cand_targets_msg_author", 0),
    (4, 1, "msg_author_since>=1", 0), (9, 4, "msg_author_since>=1", 0),
    (6, 4, "c_to_m_after", 1),                              # alice addresses bobby again at line 9
    (6, 1, "msg_author_last_target_is_cand_author", 1),     # bob's last addressed line went to alice
    (9, 6, "cand_author_last_target_is_msg_author", 1),
    (8, 7, "overlap>=1", 1), (8, 7, "overlap>=2", 0), (8, 7, "msg_path", 1), (8, 7, "cand_question", 1), (2, 1, "cand_question", 1),
    (8, 7, "distance>=1", 1), (8, 7, "distance>=2", 0), (9, 6, "distance>=3", 1), (9, 6, "distance>=4", 0),
    (4, 2, "minutes>=1", 1), (4, 2, "minutes>=2", 0), (6, 4, "minutes>=2", 1),
    (9, 9, "msg_first_word_thanks", 0), (4, 4, "msg_first_word_thanks", 1), (1, 1, "msg_first_word_greeting", 1),
    (7, 7, "msg_first_word_channel", 1),
])
def test_relation_values(small, message, parent, name, expected):
    assert value(small, message, parent, name) == pytest.approx(expected)


def test_word_overlap(tokenizer):
    data = b"[10:00] <a> my wireless card ndiswrapper fails\n[10:01] <b> hello\n[10:02] <c> ndiswrapper wireless\n"
    prepared = prepare(read_log_bytes(data, "overlap"), tokenizer)
    features, _ = block_features(prepared, 0, 3, WINDOW)
    assert features[2, 2, NAME["overlap>=2"]] == 1 and features[2, 2, NAME["overlap>=3"]] == 0
    assert features[2, 2, NAME["overlap_frac_msg"]] == pytest.approx(1.0)
    assert features[2, 2, NAME["tfidf_cosine"]] > 0.5
    assert features[2, 1, NAME["tfidf_cosine"]] == 0


def test_blocks_do_not_change_values(small, tokenizer):
    prepared, features, _ = small
    for lo, hi in [(0, 3), (3, 7), (7, prepared.n)]:
        part, _ = block_features(prepared, lo, hi, WINDOW)
        np.testing.assert_array_equal(part, features[lo:hi])


@pytest.mark.parametrize("start, end, size, expected", [
    (0, 10, 4, [(0, 4), (4, 8), (8, 10)]),
    (3, 11, 4, [(3, 7), (7, 11)]),          # an exact fit leaves no empty block
    (5, 5, 4, []),
    (7, 2, 4, []),
])
def test_block_ranges_cover_the_lines_once(start, end, size, expected):
    assert list(block_ranges(start, end, size)) == expected


def test_iter_blocks_keep_inside_the_log(small):
    prepared, _, _ = small
    blocks = list(iter_blocks(prepared, -2, prepared.n + 5, WINDOW))   # both ends outside the log
    assert [(b.lo, len(b.mask)) for b in blocks] == [(0, prepared.n)]
    np.testing.assert_array_equal(blocks[0].pair, pair_block(prepared, 0, prepared.n, WINDOW).pair)
    assert [b.lo for b in iter_blocks(prepared, 4, None, WINDOW)] == [4]


def test_count_in_counts_a_group_s_lines_in_a_range():
    lines = {0: [1, 4, 9], 2: [4, 5]}                      # group -> its lines
    keys = np.sort([g * BIG + line for g, found in lines.items() for line in found])
    group, lo, hi = np.array([0, 0, 0, 2, 1, 0]), np.array([0, 2, 5, 4, 0, 5]), np.array([10, 5, 9, 6, 10, 4])
    assert count_in(keys, group, lo, hi).tolist() == [3, 1, 0, 2, 0, -1]   # last: [5, 4) is minus [4, 5)


def test_empty_and_system_only_logs(tokenizer):
    for name in ("empty.txt", "system_only.txt", "garbage.bin"):
        prepared = prepare(read_log(DATA / "logs" / name), tokenizer)
        features, mask = block_features(prepared, 0, prepared.n, WINDOW)
        assert features.shape[0] == prepared.n and np.isfinite(features).all()


_DIGEST_SCRIPT = """
import hashlib, sys
from disentangle.features.pairs import block_features, prepare
from disentangle.logs.files import read_log
from disentangle.logs.tokens import ChatTokenizer
p = prepare(read_log(sys.argv[1]), ChatTokenizer())
features, _ = block_features(p, 0, p.n)
print(hashlib.sha256(features.tobytes()).hexdigest())
"""


@pytest.mark.slow
def test_features_do_not_depend_on_the_hash_seed():
    """Set order changes with PYTHONHASHSEED; features (and so links and confidences) must not."""
    import os
    import subprocess
    import sys

    from conftest import CORPUS

    dev = sorted((CORPUS / "dev").glob("*.raw.txt"))
    path = dev[0] if dev else DATA / "logs" / "small.txt"
    digests = set()
    for seed in ("1", "2", "3"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        done = subprocess.run([sys.executable, "-c", _DIGEST_SCRIPT, str(path)], env=env, check=True,
                              capture_output=True, text=True)
        digests.add(done.stdout.strip())
    assert len(digests) == 1


def test_relation_shortcuts_give_what_the_searches_give(tokenizer, monkeypatch):
    """The author counts taken from each line's place in the keys, and the mention searches made only where a
    speaker pair has any mention (a table or, past `GROUP_TABLE_LIMIT`, a search), equal the plain searches
    `count_in` makes, cell by cell, on a real #ubuntu day of many names and mentions."""
    from conftest import SHARED
    from disentangle.features import pairs
    day = SHARED / "irclogs" / "2005" / "02" / "24" / "#ubuntu.txt"
    if not day.is_file():
        pytest.skip("the shared #ubuntu day is not here")
    p = prepare(read_log(day), tokenizer)
    lo, hi, window = 300, 812, 100
    offsets = np.arange(window + 1)
    i = np.arange(lo, hi)[:, None] + np.zeros_like(offsets)[None, :]
    j = np.maximum(i - offsets[None, :], 0)
    ai, aj = p.author[i], p.author[j]
    cand_since, msg_since = pairs._since(p, i, j)
    np.testing.assert_array_equal(cand_since, count_in(p.author_keys, aj, j + 1, i))
    np.testing.assert_array_equal(msg_since, count_in(p.author_keys, ai, j + 1, i))
    both, A = (ai >= 0) & (aj >= 0), p.n_authors
    pair = np.maximum(ai, 0) * A + np.maximum(aj, 0)
    expected = both & (count_in(p.mention_keys, pair, j + 1, i) > 0)
    assert 0 < expected.sum() < expected.size
    for limit in (pairs.GROUP_TABLE_LIMIT, 0):   # the table, then the search
        monkeypatch.setattr(pairs, "GROUP_TABLE_LIMIT", limit)
        known, = pairs._any_key(p.mention_keys, A * A, (pair,))
        np.testing.assert_array_equal(pairs._said(p.mention_keys, pair, both & known, j + 1, i), expected)
