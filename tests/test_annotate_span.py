"""annotate.span: explicit spans checked against the log, saved spans never hide links, the default start."""

import pytest

from annotate.model.document import Document
from annotate.model.span import CORPUS_START, Span, SpanError, check_span, choose_span

LINES = 20


@pytest.mark.parametrize("start, end, message", [
    (20, None, "--start 20 is beyond the end of the log: x.log has 20 lines (0-19)"),
    (None, 21, "--end 21 is beyond the end"),
    (None, 0, "--end 0 is beyond the end"),
    (10, 5, "--end 5 must be after --start 10"),
    (10, 10, "--end 10 must be after --start 10"),
])
def test_bad_explicit_spans_are_refused(start, end, message):
    with pytest.raises(SpanError, match=message.replace("(", r"\(").replace(")", r"\)")):
        check_span(start, end, LINES, "x.log")


@pytest.mark.parametrize("start, end", [(0, None), (19, None), (None, 20), (3, 4)])
def test_good_explicit_spans(start, end):
    check_span(start, end, LINES, "x.log")


def test_default_start_is_zero_or_the_corpus_convention():
    assert choose_span(None, None, None, {}, LINES, "x").start == 0
    corpus = choose_span(None, None, None, {1081: (1074,)}, 1500, "x")  # the example
    assert (corpus.start, corpus.end) == (CORPUS_START, 1500) and "line 1000" in corpus.note
    assert choose_span(None, None, None, {500: (499,), 1081: (1074,)}, 1500, "x").start == 0
    assert "annotating from line 0" in choose_span(None, None, None, {}, LINES, "x").note


def test_saved_span_is_used_and_widened_to_show_every_link():
    for parents in ({}, {6: (5,)}):  # with or without links inside it, a saved span that fits is kept as it is
        assert choose_span(None, None, (5, 15), parents, LINES, "x") == Span(5, 15)
    widened = choose_span(None, None, (15, 16), {3: (2,), 17: (17,)}, LINES, "x")
    assert (widened.start, widened.end) == (3, 18) and "widened" in widened.note


def test_saved_span_that_no_longer_fits_is_ignored():
    chosen = choose_span(None, None, (25, 30), {}, LINES, "x")
    assert (chosen.start, chosen.end) == (0, LINES) and "does not fit" in chosen.note


def test_explicit_span_replaces_the_saved_one_and_says_what_it_hides():
    chosen = choose_span(8, None, (2, 20), {3: (2,), 9: (9,)}, LINES, "x")
    assert (chosen.start, chosen.end) == (8, LINES) and "1 annotated message(s) outside 8-19 kept" in chosen.note


def test_a_wrong_span_is_not_saved_and_a_saved_span_never_hides_links(log):
    """The issue's sequence: links made, then a session with a narrow span, then a plain run."""
    with pytest.raises(SpanError):
        Document.open(log, start=30)  # beyond the file: refused before anything is written
    assert not log.with_name("chat.annotation.txt.journal").exists()
    doc = Document.open(log, start=2)
    doc.link(3, 0)
    doc.link(4, 2)
    doc.close()
    narrow = Document.open(log, start=10, end=12)
    assert narrow.annotated_count() == 0 and "2 annotated message(s) outside" in narrow.notice
    narrow.close()
    again = Document.open(log)  # the saved span 10-11 would hide 3 and 4: widened
    assert (again.start, again.end) == (3, 12) and again.annotated_count() == 2 and "widened" in again.notice
    again.close()
    reset = Document.open(log, start=0)  # an explicit --start replaces the saved span
    assert (reset.start, reset.end) == (0, 20) and reset.annotated_count() == 2
    reset.close()


def test_no_journal_starts_at_the_documented_start_and_says_so(log):
    log.with_name("chat.annotation.txt").write_text("15 17 -\n")
    doc = Document.open(log)
    assert (doc.start, doc.end) == (0, 20) and "annotating from line 0 (whole log)" in doc.notice
    doc.close()
