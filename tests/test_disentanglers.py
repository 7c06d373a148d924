"""The Disentangler protocol and its registry: every method name builds an object that satisfies it."""
import pytest

from disentangle.errors import DisentangleError
from disentangle.linking.links import previous_message_links
from disentangle.linking.model_file import DEFAULT_MODEL, load_model
from disentangle.methods.disentanglers import (
    DISENTANGLERS,
    METHODS,
    Disentangler,
    Learned,
    ScoringDisentangler,
    UnknownMethodError,
    load_disentangler,
)
from disentangle.methods.predict import predict, predict_links


@pytest.mark.parametrize("method", METHODS)
def test_every_method_name_gives_a_disentangler(method, small_log, learned):
    built = load_disentangler(method, learned.model, learned.tokenizer)
    assert isinstance(built, Disentangler) and built.name == method
    links = built.links(small_log, 3)
    assert sorted(link.message for link in links) == list(range(3, len(small_log)))
    assert all(link.parent <= link.message for link in links)


def test_the_registry_names_are_the_methods():
    assert METHODS == tuple(DISENTANGLERS) == ("learned", "heuristic", "previous")


@pytest.mark.parametrize("method", ["oracle", "", "Learned"])
def test_an_unknown_method_is_a_user_error(method):
    with pytest.raises(UnknownMethodError, match="unknown method.*choose from learned, heuristic, previous"):
        load_disentangler(method)
    assert issubclass(UnknownMethodError, DisentangleError)


def test_the_learned_one_needs_a_model_and_owns_one_tokenizer(small_log, learned):
    with pytest.raises(ValueError, match="needs a model"):
        load_disentangler("learned")
    from_file = load_disentangler("learned", DEFAULT_MODEL)
    assert isinstance(from_file, ScoringDisentangler) and from_file.tokenizer is not None
    assert from_file.links(small_log) == learned.links(small_log)    # a file or a loaded model: the same links
    assert Learned(learned.model, learned.tokenizer).tokenizer is learned.tokenizer


def test_the_learned_scores_agree_with_its_links(small_log, learned):
    scored = learned.scored(small_log, 2)
    assert list(scored.links) == learned.links(small_log, 2)
    assert len(scored.probabilities) == len(small_log) - 2
    assert len(learned.parent_probabilities(small_log, 2)) == len(small_log) - 2


def test_previous_and_predict_by_object_or_name(small_log):
    previous = load_disentangler("previous")
    assert previous.links(small_log, 6) == previous_message_links(small_log, 6)
    assert predict(small_log, previous, 6) == predict_links(small_log, "previous", start=6)


def test_heuristic_and_previous_ignore_a_model(small_log):
    heuristic = load_disentangler("heuristic")
    assert load_disentangler("heuristic", "no-such-model.npz").links(small_log) == heuristic.links(small_log)
    assert not isinstance(load_disentangler("previous"), ScoringDisentangler)
    assert load_model  # the registry loads files through disentangle.linking.model_file (imported here for the fixture)
