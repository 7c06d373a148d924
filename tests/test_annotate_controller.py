"""annotate.controller.controller: the key table and what each key does, without any terminal."""

import pytest

from annotate.controller.controller import ORDER_UNSURE, Controller
from annotate.model.session import Options, Session
from annotate.model.suggest import Suggestion


def press(controller, *keys):
    for key in keys:
        character = key if len(key) == 1 else None
        assert controller.handle(key, character), key


def test_starts_at_first_unannotated_with_parent_cursor_above(controller):
    assert (controller.current, controller.target) == (2, 1)


def test_link_self_link_and_advance(controller):
    press(controller, "s")             # 2 starts a conversation
    assert controller.current == 3 and controller.target == 2
    press(controller, "k", "k", "k", "l")  # 3 -> 0 (context line)
    assert controller.doc.parents(3) == (0,) and controller.current == 4
    press(controller, "k", "enter")  # a moved cursor: enter links to it
    assert controller.doc.parents(4) == (2,)
    assert controller.doc.path.read_text() == "2 2 -\n0 3 -\n2 4 -\n"


def test_parent_cursor_stays_between_zero_and_current(controller):
    press(controller, *["k"] * 10)
    assert controller.target == 0
    press(controller, *["j"] * 10)
    assert controller.target == controller.current


def test_extra_parent_unlink_clear_undo_redo(controller):
    press(controller, "J", "J", "J")  # message 5
    press(controller, "k", "x")  # 5 -> 3 (stay)
    press(controller, "j", "x")       # and 5 -> 4
    assert controller.doc.parents(5) == (3, 4) and controller.current == 5
    press(controller, "d")            # cursor on 4: remove that link
    assert controller.doc.parents(5) == (3,)
    press(controller, "D")
    assert controller.doc.parents(5) == ()
    press(controller, "u")
    assert controller.doc.parents(5) == (3,)
    press(controller, "u")
    assert controller.doc.parents(5) == (3, 4)
    press(controller, "r", "r")
    assert controller.doc.parents(5) == ()
    assert controller.message.startswith("redo")


def test_unlink_on_a_non_parent_explains(controller):
    press(controller, "d")
    assert "not on a parent" in controller.message


def test_suggestions_accept_choose_and_candidates(log):
    controller = Controller(Session([log], Options(start=2)))
    controller.suggestions_ready(controller.doc, [
        Suggestion(2, (2,), 0.9, "m", (2, 1)), Suggestion(3, (0,), 0.6, "m", (0, 2, 1)),
        Suggestion(4, (2,), 0.3, "m", (2, 3))])
    assert controller.target == 2
    press(controller, "enter")
    assert controller.doc.parents(2) == (2,) and controller.current == 3 and controller.target == 0
    press(controller, "tab")
    assert controller.target == 2
    press(controller, "shift+tab", "shift+tab")
    assert controller.target == 1
    press(controller, "1")  # accept suggestion 1 whatever the cursor
    assert controller.doc.parents(3) == (0,)
    press(controller, "2")
    assert controller.doc.parents(4) == () and "no suggestion 2" in controller.message
    controller.session.close()


def test_order_by_uncertainty_and_accept_confident(log):
    controller = Controller(Session([log], Options(start=2)), accept_threshold=0.8)
    controller.suggestions_ready(controller.doc, [Suggestion(m, (m - 1,), 0.5 + m / 100) for m in range(2, 20)])
    controller.suggestions_ready(controller.doc, [*controller.doc.suggestions[2],
                                                  Suggestion(9, (8,), 0.1), Suggestion(15, (15,), 0.9)])
    press(controller, "m")
    assert controller.current == 9
    press(controller, "o")
    assert controller.order == ORDER_UNSURE
    press(controller, "enter")         # accepts 9, goes to the next least sure one
    assert controller.current == 2
    press(controller, "A")
    assert controller.doc.parents(15) == (15,) and controller.doc.parents(2) == ()
    controller.session.close()


def test_goto_and_search(controller):
    press(controller, "g", "1", "7", "enter")
    assert controller.current == 17
    press(controller, "/", *"ERIN", "enter")  # search is case-insensitive, moves the parent cursor up
    assert controller.target == 14
    press(controller, "n")
    assert controller.target == 7
    press(controller, "n")                    # wraps round to the match nearest the current message
    assert "wrapped" in controller.message and controller.target == 14
    press(controller, "/", *"nobody says this", "enter")
    assert "not found" in controller.message and controller.target == 14
    press(controller, "N")
    assert "not found below" in controller.message
    press(controller, "g", "x", "enter")
    assert "not a line number" in controller.message
    press(controller, "g", "9", "9", "enter")
    assert "outside" in controller.message and controller.current == 19
    press(controller, "/", "escape")
    assert controller.prompts.prompt is None


def test_prompt_editing(controller):
    press(controller, "/", "a", "b", "backspace", "c")
    assert controller.prompts.prompt.text == "ac"
    press(controller, "ctrl+u")
    assert controller.prompts.prompt.text == ""
    press(controller, "escape")


def test_help_toggles_and_any_key_closes_it(controller):
    press(controller, "?")
    assert controller.modes.help
    press(controller, "s")
    assert not controller.modes.help and controller.doc.parents(2) == ()


def test_unknown_key_is_not_handled(controller):
    assert not controller.handle("f12", None)
    assert controller.keys == 0


def test_files_switch_and_keep_positions(log, tmp_path):
    other = tmp_path / "other.log"
    other.write_text("[01:00] <x> one\n[01:01] <y> x: two\n")
    controller = Controller(Session([log, other], Options(output_dir=tmp_path)))
    press(controller, "J", "J")
    press(controller, "]")
    assert controller.session.index == 1 and controller.current == 0
    press(controller, "s", "]")
    assert controller.message == "no next file"
    press(controller, "[")
    assert controller.current == 2
    controller.session.close()
    assert (tmp_path / "other.annotation.txt").read_text() == "0 0 -\n"


def test_unreadable_next_file_keeps_the_current_one(log, tmp_path):
    bad = tmp_path / "bad.log"
    bad.write_text("[01:00] <x> one\n")
    (tmp_path / "bad.annotation.txt").write_text("0 7 -\n")
    controller = Controller(Session([log, bad], Options(start=2)))
    press(controller, "]")
    assert controller.session.index == 0 and "cannot open" in controller.message
    controller.session.close()


def test_empty_log(tmp_path):
    empty = tmp_path / "empty.log"
    empty.write_text("")
    controller = Controller(Session([empty]))
    for key in ("enter", "s", "l", "x", "d", "D", "k", "J", "space", "m", "A", "u"):
        controller.handle(key, None)
    assert controller.doc.text() == ""
    controller.session.close()


def test_quit_saves_when_autosave_is_off(log):
    controller = Controller(Session([log], Options(start=2, autosave=False)))
    press(controller, "s")
    assert not controller.doc.path.exists()
    press(controller, "q")
    assert controller.quit and controller.doc.path.read_text() == "2 2 -\n"
    controller.session.close()


def test_every_message_annotated(log):
    controller = Controller(Session([log], Options(start=18)))
    press(controller, "s", "s")
    assert controller.message == "self 19; every message is annotated"
    press(controller, "space")
    assert "nothing left" in controller.message


def test_search_finds_messages_between_the_parent_cursor_and_the_current_message(controller):
    press(controller, "g", "1", "7", "enter")
    press(controller, *["k"] * 12)                   # parent cursor far up, on 4
    assert controller.target == 4
    press(controller, "/", *"alsamixer", "enter")  # 13 lies between the parent cursor and 17
    assert controller.target == 13
    press(controller, "/", "enter")                 # the prompt opens empty; Enter repeats the search
    assert controller.target == 13 and controller.prompts.query == "alsamixer"


def test_search_prompt_starts_empty(controller):
    press(controller, "/", *"carol", "enter")
    press(controller, "/")
    assert controller.prompts.prompt.text == "" and "carol" in controller.prompts.prompt.label
    press(controller, "escape")


def test_typing_the_parent_line_number(controller):
    press(controller, "g", "9", "enter")
    press(controller, "p", "3", "enter")
    assert controller.target == 3
    press(controller, "enter")                      # a moved parent cursor: Enter links to it
    assert controller.doc.parents(9) == (3,)
    press(controller, "g", "9", "enter", "p", "1", "5", "enter")
    assert "must be at or before" in controller.message and controller.target != 15
    press(controller, "p", "x", "enter")
    assert "not a line number" in controller.message


def test_flags_comment_jump_and_remove(controller):
    press(controller, "g", "5", "enter", "f", *"check nick", "enter")
    assert controller.doc.flags.get(5) == "check nick"
    press(controller, "g", "9", "enter", "f", "enter")   # an empty comment: the default flag
    assert controller.doc.flags.get(9) == "unsure, revisit"
    press(controller, "'")
    assert controller.current == 5 and "flag 1/2" in controller.message
    press(controller, "'", "'")
    assert controller.current == 5                        # wraps round
    press(controller, "F")
    assert controller.doc.flags.get(5) is None
    press(controller, "g", "2", "enter", "u")                 # undo the removal: back on 5, flagged
    assert controller.doc.flags.get(5) == "check nick" and controller.current == 5
    assert controller.message == "undo: flag 5"
    press(controller, "r")
    flags = controller.doc.flags.path.read_text()
    assert flags == "9\tunsure, revisit\n" and controller.doc.text() == ""  # links untouched


def test_read_only_browse_changes_nothing(log):
    log.with_name("chat.annotation.txt").write_text("2 3 -\n")
    controller = Controller(Session([log], Options(start=2, read_only=True)), read_only=True)
    for key in ("s", "enter", "l", "x", "D", "u", "A", "1", "f", "F", "w"):
        controller.handle(key, key if len(key) == 1 else None)
        assert "read-only" in controller.message, key
    press(controller, "J", "k", "/", "b", "o", "b", "enter", "e", "e", "v", "q")  # moving, searching, viewing work
    assert controller.quit
    controller.session.close()
    assert sorted(p.name for p in log.parent.iterdir()) == ["chat.annotation.txt", "chat.log"]
    locked = Controller(Session([log], Options(start=2)))     # browsing took no lock
    again = Controller(Session([log], Options(start=2, read_only=True)), read_only=True)  # nor needs one
    assert again.doc.parents(3) == (2,)
    locked.session.close()
    again.session.close()


def test_remapped_keys_drive_the_controller(log):
    from annotate.model.keymap import KEYMAP, remap
    keymap = remap(KEYMAP, {"self_link": "S", "search": ["ctrl+f"], "add_parent": []})
    controller = Controller(Session([log], Options(start=2)), keymap=keymap)
    assert not controller.handle("s", "s")            # the old key is free
    press(controller, "S")
    assert controller.doc.parents(2) == (2,)
    assert controller.handle("ctrl+f", None) and controller.prompts.prompt.kind == "search"
    controller.session.close()


def test_reader_scrolls_and_any_other_key_closes(controller):
    press(controller, "e")
    assert controller.modes.reading
    press(controller, "j", "j", "pagedown")
    assert controller.modes.reader_top == 2 + controller.page
    press(controller, "s")                           # closes, does not self-link
    assert not controller.modes.reading and controller.doc.parents(2) == ()


def test_conversation_view_toggles(controller):
    press(controller, "v")
    assert controller.modes.conversation_only and "only the current conversation" in controller.message
    press(controller, "c")
    assert controller.modes.conversation_colours
    press(controller, "v", "c")
    assert not controller.modes.conversation_only and not controller.modes.conversation_colours


# ----- issue 25, defect 1: Enter writes exactly the choice the screen shows --------------------------------
def _two_parent_suggestion(controller):
    controller.suggestions_ready(controller.doc, [Suggestion(6, (2, 5), 1.0, "predicted.txt", (2, 5))])


def test_enter_on_one_of_two_suggested_parents_writes_that_one_only(controller):
    from annotate.view.screen import render_screen
    _two_parent_suggestion(controller)
    press(controller, "g", "6", "enter")
    assert controller.target == 5 and controller.enter_choice() == (2, 5)
    press(controller, "k", "k", "k")              # onto 2, the other suggested parent
    assert controller.enter_choice() == (2,)
    screen = "\n".join(line.plain for line in render_screen(controller, 100, 30).lines)
    assert "⏎ writes 2" in screen and "⏎ writes 2 5" not in screen
    press(controller, "enter")
    assert controller.doc.parents(6) == (2,)
    assert "2 5 -" not in controller.doc.path.read_text()


def test_untouched_enter_writes_both_suggested_parents_and_the_screen_marks_both(controller):
    from annotate.view.screen import render_screen
    _two_parent_suggestion(controller)
    press(controller, "g", "6", "enter")
    rows = {line.plain[4:7].strip(): line.plain[:1] for line in render_screen(controller, 100, 30).lines[:20]}
    assert rows["2"] == "›" and rows["5"] == "›"  # both rows show the cursor mark: both are the choice
    press(controller, "enter")
    assert controller.doc.parents(6) == (2, 5)


def test_enter_after_clearing_links_writes_the_cursor_only(controller):
    _two_parent_suggestion(controller)
    press(controller, "g", "6", "enter", "enter")      # accepts 2 and 5
    press(controller, "g", "6", "enter", "D", "k", "k", "k", "enter")
    assert controller.doc.parents(6) == (2,)


# ----- issue 25, defect 2: a killed session resumes after the last message handled ---------------------------
def _killed_after(log, *keys):
    """Type `keys`, then drop the session without quitting (as kill -9 does: no position record)."""
    first = Controller(Session([log], Options(start=2)))
    press(first, *keys)
    first.session.close()
    return first


def test_restart_after_a_kill_resumes_on_the_next_message_not_the_last_one_linked(log):
    first = _killed_after(log, "s", "k", "k", "k", "l")     # 2 self, 3 -> 0; now on 4
    assert first.current == 4
    again = Controller(Session([log]))
    assert again.current == 4
    assert "resumed at line 4, after 3" in again.message
    press(again, "k", "l")                                 # meant for 4: 3's link stays
    assert again.doc.parents(3) == (0,) and again.doc.parents(4) == (2,)
    again.session.close()


def test_restart_after_a_kill_following_an_undo_resumes_on_the_undone_message(log):
    _killed_after(log, "s", "k", "k", "k", "l", "u")         # 3's link undone: back on 3
    again = Controller(Session([log]))
    assert again.current == 3 and "resumed at line 3" in again.message
    again.session.close()


def test_restart_after_quitting_resumes_where_the_annotator_was(log):
    first = Controller(Session([log], Options(start=2)))
    press(first, "s", "J", "J", "J", "q")                    # 2 self, then moved on to 6 and quit
    first.session.close()
    again = Controller(Session([log]))
    assert again.current == 6
    again.session.close()


# ----- issue 25: `p` takes the last digits of the parent's line number ---------------------------------------
@pytest.mark.parametrize("typed, parent", [("1", 11), ("5", 5), ("12", 12), ("11", 11), ("0", 10), ("00", 0),
                                           ("3", 3), ("03", 3), ("8", 8)])
def test_parent_line_number_by_its_last_digits(controller, typed, parent):
    press(controller, "g", "1", "2", "enter", "p", *typed, "enter")
    assert controller.target == parent, controller.message


def test_parent_line_suffix_on_a_long_log(tmp_path):
    from annotate.controller.prompts import nearest_ending_in
    assert nearest_ending_in("55", 1056) == 1055 and nearest_ending_in("1055", 1056) == 1055
    assert nearest_ending_in("999", 1056) == 999 and nearest_ending_in("0055", 1056) == 55
    assert nearest_ending_in("6", 1056) == 1056 and nearest_ending_in("2000", 1056) is None


def test_the_resumed_line_comes_before_the_restore_notice(log):
    first = Controller(Session([log], Options(start=2, autosave=False)))
    press(first, "s", "k", "k", "k", "l")
    first.session.close()                              # killed: nothing saved, the journal has it
    again = Controller(Session([log]))
    assert again.message.startswith("resumed at line 4, after 3; restored 2 unsaved change(s)")
    from annotate.view.screen import render_screen
    assert "resumed at line 4" in render_screen(again, 80, 24).lines[-2].plain   # it fits 80 columns
    again.session.close()


def test_skipped_journal_records_are_reported_on_the_screen(log):
    first = Controller(Session([log], Options(start=2)))
    press(first, "s")
    first.session.close()
    with (log.parent / "chat.annotation.txt.journal").open("a") as stream:
        stream.write('{"type":"change","kind":"link","edits":[[6,[],[99999]]],"state":"x","cursor":[6,5]}\n')
    again = Controller(Session([log]))
    assert "skipped 1 journal record(s): 1 a line past the end of the log" in again.message
    assert again.doc.parents(6) == ()
    again.session.close()


class FakePlace:
    """Only what a part of the controller uses of it (`annotate.controller.place.Place`), moves recorded."""

    def __init__(self, current: int, page: int = 10) -> None:
        self.current, self.target, self.message, self.page = current, current - 1, "", page
        self.doc = self.session = None
        self.moves: list[tuple[str, int]] = []

    def set_current(self, message, target=None):
        self.current = message
        self.moves.append(("current", message))

    def set_target(self, target):
        self.target = target
        self.moves.append(("target", target))

    def editable(self):
        return True

    def jump(self, found, nothing):
        self.moves.append(("jump", found))

    def apply_change(self, change, advance=False):
        self.moves.append(("change", advance))

    def enter_choice(self):
        return None

    def advance(self):
        self.moves.append(("advance", 0))

    def switch_file(self, step):
        self.moves.append(("file", step))


@pytest.mark.parametrize("typed, current, moves, message", [
    ("55", 1056, [("target", 1055)], "parent cursor on 1055"),
    ("1056", 1056, [("target", 1056)], "parent cursor on 1056"),
    ("0055", 1056, [("target", 55)], "parent cursor on 55"),
    ("9", 5, [], "no line at or before 5 ends in 9"),
    ("x", 1056, [], "not a line number"),
])
def test_the_prompts_part_works_on_any_place(typed, current, moves, message):
    from annotate.controller.prompts import Prompts
    place = FakePlace(current)
    prompts = Prompts(place)
    prompts.do_parent_line()
    assert prompts.prompt is not None and str(current) in prompts.prompt.label
    for character in typed:
        assert prompts.key(character, character)
    assert prompts.key("enter", None) and prompts.prompt is None
    assert place.moves == moves and message in place.message
    assert not prompts.key("enter", None)  # no prompt open: the key is not the prompt's


@pytest.mark.parametrize("action, reader_top, still_open", [
    ("parent_down", 1, True), ("page_down", 10, True), ("page_up", 0, True), ("accept", 0, False),
])
def test_the_screen_modes_part_scrolls_by_the_places_page(action, reader_top, still_open):
    from annotate.controller.modes import ScreenModes
    modes = ScreenModes(FakePlace(3, page=10))
    modes.do_read()
    assert modes.whole_screen and modes.key(action)
    assert (modes.reader_top, modes.whole_screen) == (reader_top, still_open)


# ----- issue 34: defects found by hand ------------------------------------------------------------------------
@pytest.mark.parametrize("current, typed, parent", [(16, "6", 6), (16, "16", 16), (16, "5", 15), (12, "2", 2),
                                                    (10, "0", 0), (10, "10", 10), (16, "016", 16)])
def test_p_with_last_digits_never_lands_on_the_message_itself(controller, current, typed, parent):
    """Issue 34: on 1016, `p 6` went to 1016 itself, not 1006; a full number is still that line."""
    press(controller, "g", *str(current), "enter", "p", *typed, "enter")
    assert controller.target == parent, controller.message


def test_enter_after_x_keeps_the_added_parent(controller):
    """Issue 34: after `x`, moving the cursor and Enter wrote only the cursor's parent and dropped the added
    one, while the screen still marked it."""
    from annotate.view.screen import render_screen
    press(controller, "g", "6", "enter", "k", "x")                 # 6 -> 4 added, stay
    assert controller.doc.parents(6) == (4,) and controller.current == 6
    press(controller, "k", "k")                                      # cursor to 2
    assert controller.enter_choice() == (2, 4)
    assert "writes 2 4" in "\n".join(line.plain for line in render_screen(controller, 100, 30).lines)
    press(controller, "enter")
    assert controller.doc.parents(6) == (2, 4) and controller.current == 7
    press(controller, "g", "6", "enter", "k", "enter")               # later, a plain relink: Enter replaces
    assert controller.doc.parents(6) == (3,)
