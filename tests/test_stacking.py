"""The second pass: the first pass's forest, stacked features, the two-pass model, saving and loading."""
import json
from dataclasses import replace

import numpy as np
import pytest

from disentangle.features.pairs import N_FEATURES, prepare
from disentangle.linking.decoding import BEAM, CONVERSATION, GREEDY
from disentangle.linking.model import LinkModel
from disentangle.linking.model_file import ModelError, load_model, save_model
from disentangle.linking.second_pass import STACK_FEATURES, StackedModel, stack_features, structure, top_candidates
from disentangle.logs.files import read_log
from disentangle.logs.tokens import ChatTokenizer
from helpers import RANDOM_MODEL_WINDOW, random_stacked_model

WINDOW = RANDOM_MODEL_WINDOW  # the window of the random models


@pytest.fixture(scope="module")
def prepared(small_log):
    return prepare(small_log, ChatTokenizer())


def test_forest_roots_and_children(prepared):
    parent = np.arange(prepared.n)
    parent[[2, 4, 6, 8, 9]] = [1, 2, 4, 7, 6]   # 1 <- 2 <- 4 <- 6 <- 9; 7 <- 8
    forest = structure(prepared, parent)
    assert forest.root.tolist() == [0, 1, 1, 3, 1, 5, 1, 7, 7, 1]
    assert forest.children.tolist() == [0, 1, 1, 0, 1, 0, 1, 1, 0, 0]


def test_stack_features_read_the_conversation(prepared):
    parent = np.arange(prepared.n)
    parent[[2, 4, 6, 8, 9]] = [1, 2, 4, 7, 6]
    forest = structure(prepared, parent)
    offsets = np.array([[0, 3, 5, 1]])       # message 9 (alice -> bobby): itself, lines 6, 4, 8
    scores = np.zeros((1, WINDOW + 1), np.float32)
    out = stack_features(prepared, forest, 9, offsets, scores, WINDOW)
    named = {name: out[0, :, c].tolist() for c, name in enumerate(STACK_FEATURES)}
    assert named["conv_msg_author_before"] == [0, 1, 1, 0]   # alice spoke in 1's conversation, not in 7's
    assert named["conv_msg_target_before"] == [0, 1, 1, 0]   # so did bobby (bob before the nick change)
    assert named["conv_cand_latest"] == [0, 1, 0, 1]         # line 6 is the latest of its conversation
    assert named["conv_same_tree"] == [0, 1, 1, 0]
    assert named["conv_cand_author_is_target"] == [0, 1, 0, 0]
    assert named["p1_prob"] == pytest.approx([1 / 6] * 4)
    assert named["conv_log_size"][0] == 0                    # no conversation facts for the message itself


def test_top_candidates_best_first():
    scores = np.array([[0.1, 3.0, -1e9, 2.0, 0.5]])
    assert top_candidates(scores, 3).tolist() == [[1, 3, 4]]


def test_predict_and_probabilities_agree(small_log):
    model = random_stacked_model(1)
    model.decoder = GREEDY
    tokenizer = ChatTokenizer()
    links = model.predict(small_log, tokenizer=tokenizer)
    assert [link.message for link in links] == list(range(len(small_log)))
    probs = model.parent_probabilities(small_log, tokenizer=tokenizer)
    assert [len(p) for p in probs[:3]] == [1, 2, 3] and len(probs[-1]) == WINDOW + 1
    for link, p in zip(links, probs):
        assert p.sum() == pytest.approx(1.0, abs=1e-5)
        assert (p > 0).sum() <= model.top_k
        assert len(p) - 1 - int(p.argmax()) == link.message - link.parent
        if small_log.messages[link.message].is_system:
            assert link.parent == link.message
    assert [link.message for link in model.predict(small_log, start=4, end=7, tokenizer=tokenizer)] == [4, 5, 6]


@pytest.mark.parametrize("decoder", [CONVERSATION, BEAM])
def test_decoders_keep_the_probabilities_and_sure_choices(small_log, decoder):
    """Another decoder gives the same probabilities; it keeps every parent surer than one half, and changes
    others only towards a conversation its candidates favour (here: some, on a random model)."""
    tokenizer = ChatTokenizer()
    greedy = replace(random_stacked_model(1), decoder=GREEDY)
    other = replace(greedy, decoder=decoder)
    links, probs = greedy.links_and_probabilities(small_log, tokenizer=tokenizer)
    decoded, same = other.links_and_probabilities(small_log, tokenizer=tokenizer)
    assert all(np.array_equal(a, b) for a, b in zip(probs, same)) and len(decoded) == len(links)
    for link, mine, p in zip(links, decoded, probs):
        assert mine.message == link.message and p[len(p) - 1 - (mine.message - mine.parent)] > 0
        if p.max() > 0.5:
            assert mine == link
    assert other.predict(small_log, tokenizer=tokenizer) == decoded
    assert [link.message for link in other.predict(small_log, start=4, end=7, tokenizer=tokenizer)] == [4, 5, 6]


def test_long_logs_decode_every_block(tmp_path):
    """Past one block of lines the decoded links still number every line (each block from its own line)."""
    from disentangle.features.pairs import BLOCK
    lines = [f"[{i // 60 % 24:02d}:{i % 60:02d}] <user{i % 7}> user{(i + 1) % 7}: line {i} about thing{i % 5}"
             for i in range(BLOCK + 40)]
    path = tmp_path / "long.txt"
    path.write_text("\n".join(lines) + "\n")
    long_log = read_log(path)
    model = random_stacked_model(6)
    tokenizer = ChatTokenizer()
    greedy = replace(model, decoder=GREEDY).predict(long_log, tokenizer=tokenizer)
    decoded = model.predict(long_log, tokenizer=tokenizer)
    assert [link.message for link in decoded] == list(range(len(long_log)))
    assert sum(a != b for a, b in zip(greedy, decoded)) < len(long_log) // 4


def test_second_pass_changes_choices(small_log):
    """A second pass that prefers the first pass's runner-up really re-ranks (not a pass-through)."""
    model = random_stacked_model(2)
    second = model.second
    weight = np.zeros_like(second.layers[0][0])
    weight[0, N_FEATURES + STACK_FEATURES.index("p1_rank")] = 1.0
    # every later layer passes the first unit on, so the score rises with the first pass's rank
    later = [((np.arange(w.shape[1]) == 0) * np.ones_like(w), np.zeros_like(b)) for w, b in second.layers[1:]]
    layers = [(weight, np.zeros_like(second.layers[0][1]))] + later
    rerank = StackedModel(model.first, LinkModel(second.config, second.shift, second.scale, layers), 2)
    tokenizer = ChatTokenizer()
    first = model.first.predict(small_log, tokenizer=tokenizer)
    changed = [a != b for a, b in zip(first, rerank.predict(small_log, tokenizer=tokenizer))]
    assert any(changed)


@pytest.mark.parametrize("residual", [False, True])
def test_save_load_round_trip(tmp_path, small_log, residual):
    model = random_stacked_model(3)
    model.residual = residual
    path = save_model(model, tmp_path / "two-pass.npz")
    loaded = load_model(path)
    assert isinstance(loaded, StackedModel) and loaded.top_k == model.top_k and loaded.residual == residual
    tokenizer = ChatTokenizer()
    assert loaded.predict(small_log, tokenizer=tokenizer) == model.predict(small_log, tokenizer=tokenizer)


def test_second_pass_with_other_features_is_refused(tmp_path):
    path = save_model(random_stacked_model(4), tmp_path / "m.npz")
    with np.load(path) as arrays:
        data = dict(arrays)
    header = json.loads(str(data["header"]))
    header[0]["second"]["features"] = header[0]["second"]["features"][:-1]
    data["header"] = np.array(json.dumps(header))
    np.savez(path, **data)
    with pytest.raises(ModelError, match="other features"):
        load_model(path)


def test_confidence_scores_a_two_pass_model_once(small_log):
    from disentangle.linking.confidence import score_links
    model = random_stacked_model(5)
    tokenizer = ChatTokenizer()
    scored = score_links(model, small_log, 2, tokenizer=tokenizer)
    assert list(scored.links) == model.predict(small_log, 2, tokenizer=tokenizer)
    for link, probs in zip(scored.links, scored.probabilities):
        assert scored.probability(link.message, link.parent) == pytest.approx(float(probs.max()))
