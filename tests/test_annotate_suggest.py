"""annotate.model.suggest: turning model distributions into suggestions; the lazy model and file suggesters."""
import subprocess
import sys
import types
from pathlib import Path

import numpy as np
import pytest

from annotate.model.suggest import (
    RANKED_CANDIDATES,
    FileSuggester,
    ModelSuggester,
    Suggestion,
    suggestion_from_probabilities,
)
from disentangle.logs.files import read_log_bytes

DATA = Path(__file__).parent / "data" / "annotate"
LOG = read_log_bytes(b"".join(b"[10:%02d] <n%d> line %d\n" % (i, i % 3, i) for i in range(12)), "x.log")


def test_probabilities_to_suggestion():
    # message 10 with candidates 7, 8, 9, 10 (oldest first, itself last)
    found = suggestion_from_probabilities(10, np.array([0.1, 0.6, 0.05, 0.25]))
    assert found == Suggestion(10, (8,), 0.6, "model", (8, 10, 7, 9))
    assert suggestion_from_probabilities(3, np.array([0.5, 0.5])).ranked == (3, 2)


def test_ranked_is_capped_and_ties_go_to_the_nearer_candidate():
    found = suggestion_from_probabilities(200, np.full(101, 1 / 101))
    assert found.ranked == tuple(range(200, 200 - RANKED_CANDIDATES, -1)) and found.parents == (200,)


def test_model_suggester_imports_the_model_lazily(monkeypatch):
    calls, tokenizers = [], []

    class FakeModel:
        def parent_probabilities(self, log, start, end, tokenizer=None):
            calls.append((log.name, start, end))
            tokenizers.append(tokenizer)
            return [np.eye(min(i, 3) + 1)[0] for i in range(start, end)]  # always the oldest candidate

    module = types.ModuleType("disentangle.linking.model_file")
    module.load_model = lambda path=None: calls.append(("load", path)) or FakeModel()
    monkeypatch.setitem(sys.modules, "disentangle.linking.model_file", module)
    suggester = ModelSuggester("weights.npz")
    assert calls == []                      # nothing loaded until asked
    found = suggester(LOG, 5, 8)
    suggester(LOG, 8, 9)
    assert calls == [("load", "weights.npz"), ("x.log", 5, 8), ("x.log", 8, 9)]  # loaded once
    assert tokenizers[0] is not None and tokenizers[0] is tokenizers[1]  # one tokenizer for every document
    assert [(s.message, s.parents) for s in found] == [(5, (2,)), (6, (3,)), (7, (4,))]


def test_file_suggester_keeps_the_span(tmp_path):
    path = tmp_path / "pred.annotation.txt"
    path.write_text("2 2 -\n2 5 -\n4 5 -\n9 10 -\n500 600 -\n")
    found = FileSuggester(path)(LOG, 3, 11)
    assert [(s.message, s.parents, s.confidence) for s in found] == [(5, (2, 4), 1.0), (10, (9,), 1.0)]
    assert found[0].source == "pred.annotation.txt"


def test_the_tool_does_not_import_the_model_or_the_terminal_library_until_needed():
    code = ("import sys, annotate.cli, annotate.model.session, annotate.view.screen; "
            "print(sorted(m for m in ('disentangle.linking.model', 'disentangle.linking.model_file', 'textual', "
            "'dynet') if m in sys.modules))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                            cwd=Path(__file__).resolve().parent.parent)
    assert result.stdout.strip() == "[]"


def test_real_model_suggestions_agree_with_its_predictions(tmp_path):
    """The adapter on a small random `LinkModel` saved and loaded by `disentangle.linking.model_file`."""
    model_module = pytest.importorskip("disentangle.linking.model")
    file_module = pytest.importorskip("disentangle.linking.model_file")
    from disentangle.features.pairs import N_FEATURES
    from disentangle.logs.files import read_log
    rng = np.random.default_rng(7)
    sizes = [N_FEATURES, 8, 1]
    layers = [(rng.normal(size=(o, i)).astype(np.float32), rng.normal(size=o).astype(np.float32))
              for i, o in zip(sizes[:-1], sizes[1:])]
    model = model_module.LinkModel(model_module.ModelConfig(hidden=(8,), window=5),
                                   np.zeros(N_FEATURES, np.float32), np.ones(N_FEATURES, np.float32), layers)
    path = file_module.save_model(model, tmp_path / "tiny.npz")
    log = read_log(DATA / "chat.log")
    found = ModelSuggester(path)(log, 2, 20)
    predicted = file_module.load_model(path).predict(log, 2, 20)
    assert [s.message for s in found] == list(range(2, 20))
    assert [s.parents[0] for s in found] == [link.parent for link in predicted]
    for suggestion in found:
        assert 0 < suggestion.confidence <= 1 and suggestion.source == "model"
        assert all(suggestion.message - 5 <= p <= suggestion.message for p in suggestion.ranked)


def test_file_suggester_reads_disentangle_predict_output(tmp_path):
    """`FILE:message parent -` lines, as `disentangle predict` writes them, matched by the log's file name."""
    from disentangle.linking.links import Link, format_links
    path = tmp_path / "predicted.txt"
    path.write_text(format_links([Link("elsewhere/x.log", 5, 2), Link("elsewhere/x.log", 10, 9),
                                  Link("other.log", 5, 5)]))
    found = FileSuggester(path)(LOG, 3, 11)  # LOG is called x.log
    assert [(s.message, s.parents) for s in found] == [(5, (2,)), (10, (9,))]
    assert FileSuggester(path)(read_log_bytes(b"[10:00] <a> b\n" * 8, "dir/other.log"), 0, 8)[0].parents == (5,)


def test_file_suggester_matches_the_ascii_twin_and_rejects_strangers(tmp_path):
    from annotate.model.suggest import SuggestionFileError
    path = tmp_path / "predicted.txt"
    path.write_text("dev/2009-02-23_10.ascii.txt:1000 998 -\n")
    twin = read_log_bytes(b"[10:00] <a> b\n" * 1001, "data/2009-02-23_10.raw.txt")
    assert [(s.message, s.parents) for s in FileSuggester(path)(twin, 1000, 1001)] == [(1000, (998,))]
    with pytest.raises(SuggestionFileError, match="no suggestions for x.log"):
        FileSuggester(path)(LOG, 0, 12)
    with pytest.raises(SuggestionFileError, match="no suggestions for x.log"):
        FileSuggester(path).check(["x.log"])
    FileSuggester(path).check(["x.log", "2009-02-23_10.raw.txt"])  # one of the logs is enough
    path.write_text("a/x.log:3 2 -\nb/x.log:4 2 -\n")
    with pytest.raises(SuggestionFileError, match="several entries match x.log"):
        FileSuggester(path)(LOG, 0, 12)
    path.write_text("this is not a link line\n")
    with pytest.raises(SuggestionFileError, match="not a link or conversation line"):
        FileSuggester(path)
    path.write_text("")
    with pytest.raises(SuggestionFileError, match="no suggestions"):
        FileSuggester(path).check(["x.log"])


def test_file_suggester_with_the_real_predict_command(tmp_path):
    """`disentangle predict --method previous` output straight into the suggester."""
    log = tmp_path / "chat.log"
    log.write_bytes((DATA / "chat.log").read_bytes())
    result = subprocess.run([sys.executable, "-m", "disentangle", "predict", "--method", "previous", "--start", "2",
                             str(log)], capture_output=True, text=True, cwd=Path(__file__).resolve().parent.parent)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(f"{log}:2 ")
    prediction = tmp_path / "predicted.txt"
    prediction.write_text(result.stdout)
    from disentangle.logs.files import read_log
    found = FileSuggester(prediction)(read_log(log), 2, 20)
    assert [s.message for s in found] == list(range(2, 20)) and all(len(s.parents) == 1 for s in found)


MIXED = """x.log:5 2 -
x.log:5 2 -
  x.log:7 6 -
x.log:9 4 -
x.log:9 8 -

other.log:3 1 -
4 3 -
x.log:10 11 -
x.log:0 0 -
x.log:1 3 6
 :8 8 -
x.log:6 5
"""


@pytest.mark.parametrize("block", [1, 40, 1 << 22])
def test_a_suggestion_file_is_read_as_the_link_reader_reads_it(tmp_path, monkeypatch, block):
    """Blocks of plain link lines read at once, others line by line: the same links, held as arrays."""
    import annotate.model.suggest as suggest
    from disentangle.linking.links import parse_output_lines
    monkeypatch.setattr(suggest, "BLOCK_CHARS", block)
    path = tmp_path / "predicted.txt"
    path.write_text(MIXED)
    expected = parse_output_lines(MIXED.splitlines(), str(path))
    found = suggest.read_suggestion_file(path)
    assert sorted(found) == sorted(expected)
    for source, links in expected.items():
        assert list(zip(found[source].messages.tolist(), found[source].parents.tolist())) == \
            [(link.message, link.parent) for link in links]
    path.write_text(MIXED * 3 + "x.log:5 two -\n")
    with pytest.raises(suggest.SuggestionFileError, match=f"{path}:40: not a link or conversation line"):
        suggest.read_suggestion_file(path)


def test_file_suggestions_stay_arrays_and_serve_the_document_as_a_list_would(tmp_path):
    from annotate.model.document import Document, set_suggestions
    from annotate.model.suggest import LinkSuggestions, SuggestionsByMessage
    log = tmp_path / "x.log"
    log.write_bytes(b"".join(b"[10:%02d] <n%d> line %d\n" % (i, i % 3, i) for i in range(12)))
    path = tmp_path / "predicted.txt"
    path.write_text(MIXED)
    found = FileSuggester(path)(LOG, 2, 11)
    assert isinstance(found, LinkSuggestions) and [(s.message, s.parents) for s in found] == \
        [(3, (1,)), (5, (2, 5)), (6, (3, 5)), (7, (6,)), (9, (4, 8))]  # `1 3 6`, `6 5`: conversations
    arrays, plain = (Document.open(log, tmp_path / f"{name}.txt", start=3, end=10, read_only=True)
                     for name in ("arrays", "plain"))
    everything = FileSuggester(path)(LOG, 0, 12)  # 0 and 11 too: outside the documents' span, left out
    assert set_suggestions(arrays, everything) == set_suggestions(plain, list(everything)) == 5
    assert isinstance(arrays.suggestions, SuggestionsByMessage)
    assert dict(arrays.suggestions.items()) == dict(plain.suggestions.items())
    assert [m in arrays.suggestions for m in range(12)] == [m in plain.suggestions for m in range(12)]
    assert arrays.suggestion(9) == plain.suggestion(9) and arrays.suggestion(2) is None
    assert arrays.most_uncertain() == plain.most_uncertain() == 3 and len(arrays.suggestions) == 5
    assert arrays.most_uncertain(exclude=3) == plain.most_uncertain(exclude=3) == 5
