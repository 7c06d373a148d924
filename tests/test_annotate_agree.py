"""annotate.agree and annotate.adjudicate: agreement between annotators, merging them for adjudication."""
import shutil
from pathlib import Path

import pytest

from annotate.batch.agree import AgreementError, agreement, format_agreement
from annotate.cli import main
from annotate.controller.controller import Controller
from annotate.model.adjudication import compare_annotations, read_adjudication
from annotate.model.session import OPEN_ERRORS, Options, Session

DATA = Path(__file__).parent / "data" / "annotate"
ANNOTATORS = [DATA / "chat.annotation.ann.txt", DATA / "chat.annotation.ben.txt"]
PUBLISHED = {"kappa": 0.753, "link_f": 75.4, "scaled_vi": 94.0, "one_to_one": 83.9, "exact_f": 42.9}


def test_agreement_of_two_small_files():
    [pair] = agreement(ANNOTATORS)
    assert (pair.first, pair.second, pair.samples) == ("ann", "ben", ("chat",))
    scores = pair.scores
    # 18 gold links, 19 auto links, 16 shared
    assert (scores.gold_links, scores.auto_links) == (18, 19)
    assert scores.link_precision == pytest.approx(100 * 16 / 19)
    assert scores.link_recall == pytest.approx(100 * 16 / 18)
    assert 0 < scores.kappa < 1
    assert "ann (as gold) vs ben: 1 samples" in format_agreement([pair])


def test_identical_annotators_agree_perfectly(tmp_path):
    for who in ("a", "b"):
        shutil.copy(ANNOTATORS[0], tmp_path / f"chat.annotation.{who}.txt")
    [pair] = agreement([tmp_path])
    assert pair.scores.link_f == 100 and pair.scores.kappa == 1 and pair.scores.one_to_one == 100


def test_annotators_from_directories(tmp_path):
    for who, source in zip(("alice", "bob"), ANNOTATORS):
        (tmp_path / who).mkdir()
        shutil.copy(source, tmp_path / who / "chat.annotation.txt")
    [pair] = agreement([tmp_path / "alice" / "chat.annotation.txt", tmp_path / "bob" / "chat.annotation.txt"])
    assert (pair.first, pair.second) == ("alice", "bob")


@pytest.mark.parametrize("paths, message", [
    ([ANNOTATORS[0]], "need at least 2 annotators"),
    ([DATA / "missing.txt"], "no such file"),
])
def test_agreement_errors(paths, message):
    with pytest.raises(AgreementError, match=message):
        agreement(paths)


def test_dev_individual_matches_the_reference(corpus_root, capsys):
    [pair] = agreement([corpus_root / "annotation-process" / "dev-individual"])
    scores = pair.scores
    assert len(pair.samples) == 10
    assert scores.kappa == pytest.approx(PUBLISHED["kappa"], abs=0.0005)
    for name in ("link_f", "scaled_vi", "one_to_one", "exact_f"):
        assert getattr(scores, name) == pytest.approx(PUBLISHED[name], abs=0.05), name


def test_agree_command(capsys):
    assert main(["agree", *map(str, ANNOTATORS)]) == 0
    assert "link kappa" in capsys.readouterr().out
    with pytest.raises(SystemExit) as exit_info:
        main(["agree", str(DATA / "nothing-here.txt")])
    assert exit_info.value.code == 2 and "no such file" in capsys.readouterr().err


def test_compare_annotations():
    merged = compare_annotations({"a": {5: (3,), 6: (6,), 7: (4, 5), 8: (8,)},
                                  "b": {5: (3,), 6: (2,), 7: (5,), 9: (9,)}})
    assert merged.agreed == {5: (3,), 7: (5,)}  # only links both made
    assert merged.disagreements == {6, 7, 8, 9}
    assert [(s.message, s.source, s.parents) for s in merged.proposals if s.message == 7] == [
        (7, "a", (4, 5)), (7, "b", (5,))]


def test_adjudication_session(tmp_path):
    log = tmp_path / "chat.log"
    shutil.copy(DATA / "chat.log", log)
    adjudication = read_adjudication(ANNOTATORS, 20)
    assert adjudication.disagreements == {14, 16, 17} and adjudication.annotators == ("ann", "ben")
    session = Session([log], Options(adjudicate=tuple(ANNOTATORS)))
    controller = Controller(session)
    doc = controller.doc
    assert doc.path.name == "chat.adjudicated.annotation.txt"
    assert doc.parents(17) == (14,) and doc.parents(14) == () and doc.remaining() == 3
    assert controller.current == 14                # the first disagreement
    controller.handle("2", "2")                    # ben's version: 14 -> 2
    assert doc.parents(14) == (2,) and controller.current == 16
    controller.handle("enter", None)               # ann's version: 16 -> 9
    assert controller.current == 17
    controller.handle("2", "2")                    # ben's: 17 -> 6 and 14
    assert doc.remaining() == 0 and doc.parents(17) == (6, 14)
    session.close()
    expected = {m: ps for m, ps in _links(ANNOTATORS[0]).items()}
    expected.update({14: [2], 16: [9], 17: [6, 14]})
    text = "".join(f"{p} {m} -\n" for m in sorted(expected) for p in sorted(expected[m]))
    assert doc.path.read_text() == text


def test_adjudication_keeps_a_confirmed_no_op(tmp_path):
    log = tmp_path / "chat.log"
    shutil.copy(DATA / "chat.log", log)
    controller = Controller(Session([log], Options(adjudicate=tuple(ANNOTATORS))))
    controller.handle("g", "g")
    for key in "17":
        controller.handle(key, key)
    controller.handle("enter", None)
    assert controller.current == 17
    controller.handle("enter", None)               # ann's version of 17 equals the agreed part: still decided
    assert 17 not in {m for m in range(20) if controller.doc.needs_attention(m)}
    controller.session.close()


def _links(path):
    found = {}
    for line in Path(path).read_text().split("\n"):
        if line.strip():
            parent, message, _ = line.lstrip(":").split()
            found.setdefault(int(message), []).append(int(parent))
    return found


def test_agreement_per_sample_and_in_total(tmp_path):
    for name in ("chat", "other"):
        for who, source in zip(("ann", "ben"), ANNOTATORS):
            shutil.copy(source if name == "chat" else ANNOTATORS[0], tmp_path / f"{name}.annotation.{who}.txt")
    [pair] = agreement([tmp_path])
    assert [sample for sample, _ in pair.per_sample] == ["chat", "other"]
    chat, other = (scores for _, scores in pair.per_sample)
    assert other.link_f == 100 and chat.link_f < 100
    assert chat.link_f < pair.scores.link_f < 100               # the total pools both samples
    report = format_agreement([pair]).splitlines()
    assert "per sample:" in report
    assert [line.split()[:2] for line in report if line.startswith(("chat ", "other "))] == [
        ["chat", str(chat.messages)], ["other", str(other.messages)]]


def test_disagreements_file_lists_every_differing_message_and_adjudicate_opens_it(tmp_path, capsys):
    for who, source in zip(("ann", "ben"), ANNOTATORS):
        shutil.copy(source, tmp_path / f"chat.annotation.{who}.txt")
    out = tmp_path / "out" / "disagreements.tsv"
    out.parent.mkdir()
    assert main(["agree", str(tmp_path), "--disagreements", str(out)]) == 0
    assert f"3 message(s) linked differently in 1 sample(s): {out}" in capsys.readouterr().out
    lines = out.read_text().splitlines()
    assert lines[0].startswith("# annotate disagreements")
    assert lines[1] == "files\tchat\tann=../chat.annotation.ann.txt\tben=../chat.annotation.ben.txt"
    listed = {int(line.split("\t")[1]): line.split("\t")[2:] for line in lines[2:]}
    assert sorted(listed) == [14, 16, 17]
    assert listed[14] == ["ann=6", "ben=2"]
    assert listed[17] == ["ann=14", "ben=6 14"]
    log = tmp_path / "chat.log"
    shutil.copy(DATA / "chat.log", log)
    controller = Controller(Session([log], Options(adjudicate=(out,))))
    assert controller.doc.disagreements == set(listed) and controller.current == 14
    assert [s.source for s in controller.doc.suggestions[14]] == ["ann", "ben"]
    controller.session.close()


def test_adjudicating_a_disagreements_file_for_a_sample_it_does_not_name(tmp_path):
    out = tmp_path / "d.tsv"
    out.write_text("# annotate disagreements\nfiles\tother\ta=x.txt\tb=y.txt\n")
    log = tmp_path / "chat.log"
    shutil.copy(DATA / "chat.log", log)
    with pytest.raises(OPEN_ERRORS, match="names no annotators for sample 'chat'"):
        Session([log], Options(adjudicate=(out,))).document


@pytest.mark.parametrize(("rule", "expected"), [
    ("common", {5: (3,), 7: (5,)}),
    ("majority", {5: (3,), 6: (2,), 7: (4, 5), 8: (8,)}),       # three annotators: two of them is a majority
    ("union", {5: (3,), 6: (2, 6), 7: (4, 5), 8: (8,), 9: (9,)}),
])
def test_adjudication_starting_links(rule, expected):
    merged = compare_annotations({"a": {5: (3,), 6: (6,), 7: (4, 5), 8: (8,)},
                                  "b": {5: (3,), 6: (2,), 7: (5,), 9: (9,)},
                                  "c": {5: (3,), 6: (2,), 7: (4, 5), 8: (8,)}}, rule)
    assert merged.agreed == expected
    assert merged.disagreements == {6, 7, 8, 9}                 # every difference is still to review


def test_adjudicating_from_the_union_still_marks_every_difference(tmp_path):
    log = tmp_path / "chat.log"
    shutil.copy(DATA / "chat.log", log)
    controller = Controller(Session([log], Options(adjudicate=tuple(ANNOTATORS), adjudicate_start="union")))
    doc = controller.doc
    assert doc.parents(17) == (6, 14) and doc.parents(14) == (2, 6) and doc.remaining() == 3
    assert controller.current == 14
    controller.handle("1", "1")                                 # ann's version replaces the union
    assert doc.parents(14) == (6,)
    controller.session.close()
