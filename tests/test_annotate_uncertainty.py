"""annotate.model.uncertainty and `annotate --review`: the least sure messages first, the model's choice
preselected, the share of the uncertainty covered, the record beside the file, the model's links for the rest
marked (never gold) -- without a terminal."""
import json

import pytest

from annotate.cli import main
from annotate.controller.controller import ORDER_UNSURE, Controller
from annotate.model.document import Document
from annotate.model.files import read_annotation
from annotate.model.session import Options, Session
from annotate.model.suggest import FileSuggester, Suggestion
from annotate.model.uncertainty import ReviewError, ReviewSize, parse_review_size, plan_review, review_path_for
from annotate.view.screen import render_screen
from helpers import CONFIDENCE, confidence_suggest, press, review_controller

UNCERTAINTY = sum(1 - p for _, p in CONFIDENCE.values())
suggest = confidence_suggest


@pytest.mark.parametrize("text, size", [("10%", ReviewSize(share=0.1)), ("0.25", ReviewSize(share=0.25)),
                                        ("1", ReviewSize(count=1)), ("50", ReviewSize(count=50)),
                                        ("100%", ReviewSize(share=1.0))])
def test_review_size_is_a_share_or_a_count(text, size):
    assert parse_review_size(text) == size


@pytest.mark.fault
@pytest.mark.parametrize("text", ["0", "0%", "101%", "1.5", "-3", "ten", ""])
def test_bad_review_sizes_are_refused(text):
    with pytest.raises(ReviewError, match="--review"):
        parse_review_size(text)


@pytest.mark.parametrize("size, messages", [("40%", [5, 3, 8, 11]), ("3", [5, 3, 8]), ("0.01", [5]),
                                            ("100", [5, 3, 8, 11, 6, 10, 9, 2, 4, 7])])
def test_the_plan_is_the_least_sure_first(log, size, messages):
    doc = Document.open(log, start=2, end=12)
    from annotate.model.document import set_suggestions
    set_suggestions(doc, suggest(doc.log, 2, 12))
    plan = plan_review(doc.suggestions, 2, 12, parse_review_size(size))
    assert [item.message for item in plan.items] == messages
    assert plan.uncertainty == pytest.approx(UNCERTAINTY)
    doc.close()


def test_plain_links_cannot_be_reviewed():
    with pytest.raises(ReviewError, match="needs the model's probabilities"):
        plan_review({3: (Suggestion(3, (2,)),), 4: (Suggestion(4, (3,)),)}, 0, 10, ReviewSize(count=1))


def test_review_visits_the_least_sure_first_and_enter_agrees(log):
    controller = review_controller(log)
    doc = controller.doc
    assert controller.order == ORDER_UNSURE and controller.current == 5 and controller.target == 3
    assert "review: 4 least sure first (40%)" in controller.message
    press(controller, "enter")                                   # agree: one key
    assert doc.parents(5) == (3,) and controller.current == 3
    press(controller, "j", "l")                                  # change it: 3 -> 1 by hand
    assert doc.parents(3) == (1,) and controller.current == 8
    status = render_screen(controller, 120, 30).lines[-2].plain
    covered = (0.8 + 0.7) / UNCERTAINTY
    assert f"2/4 reviewed, {covered:.0%} of the uncertainty" in status
    press(controller, "enter", "enter")
    assert doc.remaining() == 0 and "every message of the review is reviewed" in controller.message
    assert doc.annotated_count() == 4                            # nothing outside the plan was written
    record = review_path_for(doc.path).read_text().splitlines()
    assert record[0].startswith("# review 40%: 4/4 reviewed, ")
    assert record[2:] == ["5\t0.200000\t3\tagreed", "3\t0.300000\t0\tchanged", "8\t0.400000\t5\tagreed",
                          "11\t0.500000\t8\tagreed"]
    controller.session.close()


def test_the_file_holds_only_reviewed_links_unless_filled_and_then_marked(log):
    controller = review_controller(log, fill=True)
    doc = controller.doc
    press(controller, "enter", "s")                              # 5 agreed; 3 starts a conversation
    text = doc.path.read_text()
    unmarked = [line for line in text.splitlines() if not line.endswith(" - model")]
    assert unmarked == ["3 3 -", "3 5 -"]                        # the annotator's choices, nothing else
    marked = sorted(line for line in text.splitlines() if line.endswith(" - model"))
    assert len(marked) == 8 and "2 4 - model" in marked and "0 3 - model" not in marked
    assert read_annotation(doc.path) == {3: (3,), 5: (3,)}      # the model's lines are not read as links
    controller.session.close()
    again = Document.open(log)                                   # the journal agrees with the file
    assert again.notice is None or "outside" not in again.notice
    assert again.parents(3) == (3,) and len(again.history.done) == 2
    again.close()


def test_a_filled_file_is_read_by_agree_and_evaluate_as_its_reviewed_links(log, tmp_path):
    from disentangle.corpus.samples import parse_annotation
    from disentangle.linking.links import read_annotation as gold_links
    controller = review_controller(log, fill=True)
    press(controller, "enter")
    controller.session.close()
    path = controller.doc.path
    assert [(line.message, line.parent) for line in parse_annotation(path.read_text().splitlines())] == [(5, 3)]
    assert [(link.message, link.parent) for link in gold_links(path)] == [(5, 3)]


def test_resuming_a_review_keeps_its_place_and_record(log):
    first = review_controller(log)
    press(first, "enter", "q")
    first.session.close()
    again = review_controller(log)
    assert again.current == 3 and again.doc.annotated(5)         # on the next least sure, 5 done
    again.session.close()


def test_a_scored_predict_file_drives_a_review(log, tmp_path):
    scored = tmp_path / "scored.jsonl"
    scored.write_text("".join(json.dumps({"file": str(log), "message": m, "parents": [parent], "probability": p,
                                          "candidates": [[parent, p], [m - 1, 1 - p]]}) + "\n"
                              for m, (parent, p) in CONFIDENCE.items()))
    suggester = FileSuggester(scored)
    assert suggester.scored
    session = Session([log], Options(start=2, end=12, review=ReviewSize(count=2)), suggester)
    controller = Controller(session)
    controller.suggestions_ready(controller.doc, session.compute_suggestions(controller.doc))
    assert controller.current == 5 and [item.message for item in controller.doc.review.items] == [5, 3]
    press(controller, "tab")                                     # the candidates came with the file
    assert controller.target == 4
    session.close()


@pytest.mark.fault
@pytest.mark.parametrize("extra, message", [
    (["--review", "10%"], "--review needs the model's probabilities"),
    (["--review", "0"], "give a share"),
    (["--review-fill"], "--review-fill goes with --review"),
    (["--review", "5", "--suggest", "{links}"], "holds no probabilities"),
])
def test_cli_refuses_a_review_it_cannot_do(log, tmp_path, capsys, extra, message):
    links = tmp_path / "links.txt"
    links.write_text(f"{log}:3 2 -\n")
    with pytest.raises(SystemExit) as exit_info:
        main([str(log), *(argument.format(links=links) for argument in extra)])
    assert exit_info.value.code == 2 and message in capsys.readouterr().err


@pytest.mark.fault
def test_a_damaged_scored_file_names_its_line(tmp_path):
    from annotate.model.suggest import SuggestionFileError
    scored = tmp_path / "scored.jsonl"
    scored.write_text('{"file": "x", "message": 3, "parents": [2], "probability": 0.5}\n{"file": "x", "mess\n')
    with pytest.raises(SuggestionFileError, match=r"scored.jsonl:2: not a scored line"):
        FileSuggester(scored)
