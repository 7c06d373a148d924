"""bench/anonymize_external.py: the external labelled set is fetched pinned (a loopback download, checked), split
by template, and scored so that a value half left in a sentence is a miss; a tiny set in the same format
(tests/data/presidio_tiny.json, written here) stands in for it."""
from __future__ import annotations

import hashlib
import importlib.util
import json
import shutil
import sys
from collections import Counter
from pathlib import Path

import pytest

import loopback

BENCH = Path(__file__).resolve().parents[1] / "bench"
TINY = Path(__file__).resolve().parent / "data" / "presidio_tiny.json"


@pytest.fixture(scope="module")
def external():
    sys.path.insert(0, str(BENCH))
    spec = importlib.util.spec_from_file_location("anonymize_external_bench", BENCH / "anonymize_external.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    yield module
    sys.path.remove(str(BENCH))


@pytest.fixture
def pinned_tiny(external, monkeypatch) -> str:
    digest = hashlib.sha256(TINY.read_bytes()).hexdigest()
    monkeypatch.setattr(external, "SHA256", digest)
    return digest


def test_a_value_half_left_is_a_miss_and_the_rest_of_the_sentence_is_no_evidence(external) -> None:
    assert external.left("maren.olsby@fjordpost.no", "Write to __email__ about it", "Write to  about it") is False
    assert external.left("maren.olsby@fjordpost.no", "Write to __user__@fjordpost.no", "Write to ")
    assert external.left("+49 30 901820", "on +49 30 __phone__", "on ") is False
    assert external.left("+49 30 901820", "on __phone__820 x", "on  x") is False          # 3 digits: no run
    assert external.left("+49 30 901820", "on 30 9018 x", "on  x")
    # the person's name beside an e-mail made of it: the name's letters left are not the e-mail's
    assert external.left("IlseBrandt@post.de", "Ilse Brandt, __email__", "Ilse Brandt, ") is False


def test_the_halves_split_by_template(external) -> None:
    sentences = external.load(TINY)
    same = external.Sentence("other text", "other", sentences[0].template, ())
    assert external.half(same) == external.half(sentences[0])
    assert {external.half(s) for s in external.load(TINY)} <= set(external.HALVES)


def test_the_tally_counts_claimed_values_unclaimed_labels_and_false_positives(external) -> None:
    sentences = external.load(TINY)
    tallies = external.measure(sentences, lambda text: text.replace("81.169.145.93", "__ip__").replace("nice", "x"))
    values, removed = Counter(), Counter()
    for tally in tallies.values():
        values.update(tally.values)
        removed.update(tally.removed)
    assert values == {"email": 1, "ip": 1, "phone": 1} and removed == {"ip": 1}
    assert sum(t.empty for t in tallies.values()) == 1 and sum(t.empty_changed for t in tallies.values()) == 1
    assert sum(t.unclaimed["PERSON"] for t in tallies.values()) == 1
    assert sum(len(t.misses) for t in tallies.values()) == 2


def test_the_real_anonymiser_removes_the_tiny_sets_values(external, pinned_tiny) -> None:
    found = external.figures(TINY)
    values = sum(sum(half["values"].values()) for half in found["halves"].values())
    removed = sum(sum(half["removed"].values()) for half in found["halves"].values())
    assert (values, removed) == (3, 3)


def test_a_file_other_than_the_pinned_one_is_refused(external, tmp_path: Path) -> None:
    other = tmp_path / "set.json"
    other.write_text(json.dumps([]), encoding="utf-8")
    with pytest.raises(SystemExit, match="SHA-256"):
        external.dataset(other)


def test_the_set_is_downloaded_once_from_a_loopback_server_and_checked(external, pinned_tiny, tmp_path: Path,
                                                                       monkeypatch, no_proxy) -> None:
    served = tmp_path / "served"
    served.mkdir()
    shutil.copy(TINY, served / "set.json")
    monkeypatch.setenv("DISENTANGLE_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(external, "DOWNLOAD_RETRIES", 0)
    httpd = loopback.start(served)
    try:
        url = f"http://127.0.0.1:{httpd.server_address[1]}/set.json"
        path = external.dataset(None, url)
        assert path.read_bytes() == TINY.read_bytes() and len(httpd.requests) == 1
        assert external.dataset(None, url) == path and len(httpd.requests) == 1       # cached: no request
        (served / "set.json").write_text("[]", encoding="utf-8")
        path.unlink()
        with pytest.raises(SystemExit, match="could not get"):
            external.dataset(None, url)                                                  # wrong bytes: refused
    finally:
        loopback.stop(httpd)
