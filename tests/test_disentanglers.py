"""The Disentangler protocol and its registry: every method name builds an object that satisfies it."""
import pytest

from conftest import DATA
from disentangle.errors import DisentangleError
from disentangle.linking.links import previous_message_links
from disentangle.linking.model_file import DEFAULT_MODEL, load_model
from disentangle.logs.files import read_log
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

SMALL = DATA / "logs" / "small.txt"


@pytest.fixture(scope="module")
def log():
    return read_log(SMALL, name="small")


@pytest.fixture(scope="module")
def learned():
    return Learned.load(DEFAULT_MODEL)


@pytest.mark.parametrize("method", METHODS)
def test_every_method_name_gives_a_disentangler(method, log, learned):
    built = load_disentangler(method, learned.model, learned.tokenizer)
    assert isinstance(built, Disentangler) and built.name == method
    links = built.links(log, 3)
    assert sorted(link.message for link in links) == list(range(3, len(log)))
    assert all(link.parent <= link.message for link in links)


def test_the_registry_names_are_the_methods():
    assert METHODS == tuple(DISENTANGLERS) == ("learned", "heuristic", "previous")


@pytest.mark.parametrize("method", ["oracle", "", "Learned"])
def test_an_unknown_method_is_a_user_error(method):
    with pytest.raises(UnknownMethodError, match="unknown method.*choose from learned, heuristic, previous"):
        load_disentangler(method)
    assert issubclass(UnknownMethodError, DisentangleError)


def test_the_learned_one_needs_a_model_and_owns_one_tokenizer(log, learned):
    with pytest.raises(ValueError, match="needs a model"):
        load_disentangler("learned")
    from_file = load_disentangler("learned", DEFAULT_MODEL)
    assert isinstance(from_file, ScoringDisentangler) and from_file.tokenizer is not None
    assert from_file.links(log) == learned.links(log)          # a file or a loaded model: the same links
    assert Learned(learned.model, learned.tokenizer).tokenizer is learned.tokenizer


def test_the_learned_scores_agree_with_its_links(log, learned):
    scored = learned.scored(log, 2)
    assert list(scored.links) == learned.links(log, 2)
    assert len(scored.probabilities) == len(log) - 2
    assert len(learned.parent_probabilities(log, 2)) == len(log) - 2


def test_previous_and_predict_by_object_or_name(log):
    previous = load_disentangler("previous")
    assert previous.links(log, 6) == previous_message_links(log, 6)
    assert predict(log, previous, 6) == predict_links(log, "previous", start=6)


def test_heuristic_and_previous_ignore_a_model(log):
    assert load_disentangler("heuristic", "no-such-model.npz").links(log) == load_disentangler("heuristic").links(log)
    assert not isinstance(load_disentangler("previous"), ScoringDisentangler)
    assert load_model  # the registry loads files through disentangle.linking.model_file (imported here for the fixture)
