"""annotate.app driven headlessly by Textual's pilot: a whole session, keystroke budget, resizing."""
import inspect

import pytest
from textual.app import App
from textual.widget import Widget

from annotate.app import AnnotateApp, ScreenView
from annotate.controller.controller import Controller
from annotate.model.files import read_annotation, serialize
from annotate.model.session import Options, Session
from annotate.model.suggest import Suggestion
from helpers import run_app

KEYSTROKE_SAMPLE = "2005-06-27_12"
KEYSTROKE_MESSAGES = 100
MAX_KEYS_PER_MESSAGE = 1.3
SIZE = (100, 30)


run = run_app


def fixed_suggester(parents):
    def suggest(log, start, end):
        return [Suggestion(m, found, 0.8, "fake", found) for m, found in sorted(parents.items()) if start <= m < end]
    return suggest


@pytest.mark.parametrize("ours, textual_base", [(AnnotateApp, App), (ScreenView, Widget)])
def test_no_private_textual_method_is_replaced(ours, textual_base):
    """A private method of ours named like one of Textual's replaces it for the framework too (the app's
    `_attach(document, suggestions)` did: Textual calls `_attach(parent)` when it mounts a node)."""
    ours_private = {name for name, value in vars(ours).items()
                    if name.startswith("_") and not name.startswith("__") and inspect.isfunction(value)}
    assert not {name for name in ours_private if hasattr(textual_base, name)}


def test_whole_session_open_link_undo_self_accept_save_reopen_resume(log):
    output = log.with_name("out.annotation.txt")
    suggester = fixed_suggester({4: (2,), 5: (3,), 6: (4,), 8: (5,)})
    first = Controller(Session([log], Options(output=output, start=2, autosave=False), suggester))

    async def session_one(pilot):
        await pilot.press("s")                    # 2: new conversation
        await pilot.press("k", "k", "k", "l")     # 3 -> 0 (a context line)
        await pilot.press("u")                    # undo it: back on 3
        assert first.current == 3 and first.doc.parents(3) == ()
        await pilot.press("k", "k", "k", "l")     # again
        await pilot.press("enter", "enter")       # accept the suggestions for 4 and 5
        await pilot.press("w")                    # save
        assert output.read_bytes() == b"2 2 -\n0 3 -\n2 4 -\n3 5 -\n"
        await pilot.press("enter")                # accept 6 -> 4, now on 7
        await pilot.press("q")

    app = run(first, session_one)
    assert app.return_code in (0, None) and first.quit
    assert output.read_bytes() == b"2 2 -\n0 3 -\n2 4 -\n3 5 -\n4 6 -\n"
    second = Controller(Session([log], Options(output=output), suggester))
    assert (second.current, second.doc.start) == (7, 2)  # resumed where the annotator left off

    async def session_two(pilot):
        await pilot.press("u")                    # the undo history survived the restart
        assert second.doc.parents(6) == ()
        await pilot.press("r", "J", "s", "enter", "q")  # redo; 7 self-link; accept 8 -> 5

    run(second, session_two)
    assert output.read_bytes() == b"2 2 -\n0 3 -\n2 4 -\n3 5 -\n4 6 -\n7 7 -\n5 8 -\n"


def gold_suggester(gold, single):
    """A perfect suggester: all gold parents, or (like the model) the nearest one, the others ranked next."""
    def suggest(log, start, end):
        found = []
        for message in range(start, end):
            parents = tuple(sorted(gold.get(message, (message,)), reverse=True))
            found.append(Suggestion(message, parents[:1] if single else parents, 0.9, "gold", parents))
        return found
    return suggest


def keys_for(controller, gold):
    """The keys an annotator presses on the current message, given what the screen suggests."""
    message = controller.current
    suggestion = controller.doc.suggestion(message)
    wanted = gold[message]
    if set(suggestion.parents) == set(wanted):
        return ["enter"]
    keys = ["x"]  # the parent cursor is on the suggestion: add it, then the others by candidate order
    ranked = list(suggestion.ranked)
    position = ranked.index(suggestion.parents[0])
    for parent in wanted:
        if parent in suggestion.parents:
            continue
        steps = (ranked.index(parent) - position) % len(ranked)
        keys += ["tab"] * steps + ["x"]
        position = ranked.index(parent)
    return keys + ["enter"]


def keystroke_session(corpus_root, tmp_path, single):
    """A controller on the first annotated messages of a dev sample, with a perfect suggester."""
    log = corpus_root / "dev" / f"{KEYSTROKE_SAMPLE}.raw.txt"
    gold = read_annotation(corpus_root / "dev" / f"{KEYSTROKE_SAMPLE}.annotation.txt")
    start = min(gold)
    end = start + KEYSTROKE_MESSAGES
    output = tmp_path / "out.annotation.txt"
    controller = Controller(Session([log], Options(output=output, start=start, end=end),
                                    gold_suggester(gold, single)))
    return controller, gold, serialize({m: gold[m] for m in range(start, end)})


def report(name, keys):
    per_message = keys / KEYSTROKE_MESSAGES
    print(f"\n{name}: {keys} keys for {KEYSTROKE_MESSAGES} messages = {per_message:.2f} per message")
    return per_message


def test_keystrokes_in_the_real_app_with_model_like_suggestions(corpus_root, tmp_path):
    """One suggested parent per message, like the model; extra parents need x, Tab, x."""
    controller, gold, expected = keystroke_session(corpus_root, tmp_path, single=True)
    pressed = []

    async def annotate(pilot):
        while controller.doc.remaining():
            keys = keys_for(controller, gold)
            pressed.extend(keys)
            await pilot.press(*keys)
        await pilot.press("q")

    run(controller, annotate)
    assert controller.doc.path.read_text() == expected
    assert report("model-like suggestions (app)", len(pressed) + 1) <= MAX_KEYS_PER_MESSAGE


def test_keystrokes_with_every_parent_suggested(corpus_root, tmp_path):
    """Every gold parent suggested: exactly one key per message (driven through the controller)."""
    controller, gold, expected = keystroke_session(corpus_root, tmp_path, single=False)
    controller.suggestions_ready(controller.doc, controller.session.compute_suggestions(controller.doc))
    pressed = 0
    while controller.doc.remaining():
        for key in keys_for(controller, gold):
            pressed += controller.handle(key, None)
    controller.session.close()
    assert controller.doc.path.read_text() == expected
    assert controller.keys == pressed
    assert report("all parents suggested (controller)", pressed) == 1.0


def test_resize_small_large_and_back(log):
    controller = Controller(Session([log], Options(start=2)))
    shots = {}

    async def resize(pilot):
        for size in ((100, 30), (20, 3), (30, 6), (200, 60), (100, 30)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            shots[size] = pilot.app.export_screenshot()
        await pilot.press("s")
        await pilot.press("ctrl+q")

    run(controller, resize)
    assert "too&#160;small" in shots[(20, 3)] or "too small" in shots[(20, 3)]
    assert "chat.log" in shots[(200, 60)]
    assert controller.quit and controller.doc.parents(2) == (2,)


def test_ctrl_c_saves_and_quits(log):
    controller = Controller(Session([log], Options(start=2, autosave=False)))

    async def keys(pilot):
        await pilot.press("s", "ctrl+c")

    run(controller, keys)
    assert controller.quit and controller.doc.path.read_text() == "2 2 -\n"


def test_failing_suggester_is_reported_not_fatal(log):
    def broken(log, start, end):
        raise RuntimeError("model file is corrupt")

    controller = Controller(Session([log], Options(start=2), broken))

    async def keys(pilot):
        assert "model file is corrupt" in controller.message
        await pilot.press("s", "q")

    run(controller, keys)
    assert controller.doc.parents(2) == (2,)


def test_suggestions_are_computed_again_for_each_new_file(log, tmp_path):
    other = tmp_path / "other.log"
    other.write_text("[01:00] <x> one\n[01:01] <y> x: two\n")
    asked = []

    def suggest(log, start, end):
        asked.append(log.name)
        return [Suggestion(m, (max(m - 1, 0),), 0.5) for m in range(start, end)]

    controller = Controller(Session([log, other], Options(output_dir=tmp_path), suggest))

    async def keys(pilot):
        await pilot.press("]")
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press("[", "]", "enter", "q")

    run(controller, keys)
    assert asked == [str(log), str(other)]
    assert (tmp_path / "other.annotation.txt").read_text() == "0 0 -\n"


def test_small_terminal_keeps_the_current_message_on_screen(log):
    """40x10: moving the parent cursor far up must not push the current message off the screen."""
    controller = Controller(Session([log], Options(start=2)))
    screens = []

    async def keys(pilot):
        await pilot.press("end")                       # current message 19
        for _ in range(18):
            await pilot.press("k")                     # parent cursor up to 0
            await pilot.pause()
            screens.append(pilot.app.export_screenshot())
        await pilot.press("e")                         # the reader fits too
        await pilot.pause()
        screens.append(pilot.app.export_screenshot())
        await pilot.press("escape", "q")

    run(controller, keys, size=(40, 10))
    assert controller.target == 0 and controller.current == 19
    assert all("▶" in shot for shot in screens[:-1]) and "reading" in screens[-1]


def test_the_reader_shows_a_line_past_4096_characters_in_full_and_pgdn_scrolls_to_its_end(tmp_path):
    """Issue 25, defect 6: the reader (`e`) stopped at the log reader's 4,096 characters; PgDn stuck."""
    from annotate.view.screen import render_screen
    log = tmp_path / "long.log"
    paste = "".join(f"w{number:05d} " for number in range(1200)) + "THE-END"
    log.write_text(f"[10:00] <alice> hi\n[10:01] <bob> {paste}\n[10:02] <carol> ok\n")
    controller = Controller(Session([log], Options(start=1)))
    tops = []

    async def read(pilot):
        await pilot.press("e")
        for _ in range(4):
            await pilot.press("pagedown")
            await pilot.pause()
            tops.append(controller.modes.reader_top)
        screen = "\n".join(line.plain for line in render_screen(controller, *SIZE).lines)
        tops.append("THE-END" in screen and "w01199" in screen)
        await pilot.press("q")
    run(controller, read)
    assert tops[0] == SIZE[1] - 2 and tops[1] == 2 * tops[0] and tops[2] > tops[1]  # a page at a time
    assert tops[-1] is True                                                       # ... to the very end


def test_a_search_is_announced_before_it_runs_and_keys_typed_meanwhile_follow(log, monkeypatch):
    """Issue 34: a search over a 100 MB log ran 10 s with no sign that it was searching."""
    from annotate.model.document import Document
    controller = Controller(Session([log], Options(start=2)))
    seen, drawn = [], [""]
    search, render = Document.search, ScreenView.render

    def watched(self, pattern, start, stop, watch=None):
        seen.append(drawn[-1])                              # the screen last drawn when the search runs
        return search(self, pattern, start, stop, watch)

    def rendered(self):
        screen = render(self)
        drawn.append(screen.plain)
        return screen

    monkeypatch.setattr(Document, "search", watched)
    monkeypatch.setattr(ScreenView, "render", rendered)

    async def keys(pilot):
        await pilot.press("g", "1", "1", "enter", "/", "c", "a", "r", "o", "l", "enter", "l", "n")
        await pilot.pause()
        await pilot.press("q")

    run(controller, keys)
    assert len(seen) == 2 and all("searching 20 lines for 'carol'…" in screen for screen in seen)
    assert controller.doc.parents(11) == (8,)               # `l` typed after Enter ran after the search
