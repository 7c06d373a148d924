"""annotate.view.screen: every size gives exactly the screen asked for; marks, colours, hostile text."""
import shutil
from pathlib import Path

import pytest

from annotate.controller.controller import Controller
from annotate.model.keymap import KEYMAP
from annotate.model.session import Options, Session
from annotate.model.suggest import Suggestion
from annotate.view.screen import MIN_HEIGHT, MIN_WIDTH, clean, help_lines, markdown_key_table, render_screen, scroll_top

DATA = Path(__file__).parent / "data" / "annotate"
SIZES = [(10, 2), (MIN_WIDTH, MIN_HEIGHT), (30, 8), (45, 12), (80, 24), (132, 50), (250, 70)]


def text_of(rendered):
    return "\n".join(line.plain for line in rendered.lines)


@pytest.mark.parametrize("width, height", SIZES)
@pytest.mark.parametrize("current", [2, 10, 12, 19])
def test_screen_is_exactly_the_terminal_size(controller, width, height, current):
    controller.set_current(current)
    rendered = render_screen(controller, width, height)
    assert len(rendered.lines) == height
    assert all(line.cell_len == width for line in rendered.lines), [l.cell_len for l in rendered.lines]


def test_help_scrolls_to_every_key_on_a_small_terminal(controller):
    controller.handle("?", "?")
    seen = set()
    for _ in range(60):
        rendered = render_screen(controller, 80, 12)
        controller.modes.reader_top = rendered.reader_top
        seen.update(line.plain.strip() for line in rendered.lines[1:])
        controller.handle("j", "j")
    assert controller.modes.help and "scroll" in rendered.lines[0].plain
    assert any(line.startswith("q, Ctrl+Q, Ctrl+C") for line in seen)
    assert any(line.startswith("Enter, a") for line in seen)
    controller.handle("x", "x")
    assert not controller.modes.help and controller.doc.parents(2) == ()


@pytest.mark.parametrize("width, height", SIZES[2:])
def test_help_fits_too(controller, width, height):
    controller.modes.help = True
    rendered = render_screen(controller, width, height)
    assert len(rendered.lines) == height and all(line.cell_len == width for line in rendered.lines)


def test_too_small_says_so(controller):
    assert "too small" in text_of(render_screen(controller, MIN_WIDTH - 1, 10))
    assert "too small" in text_of(render_screen(controller, 80, MIN_HEIGHT - 1))


def test_current_message_and_detail_pane(controller):
    controller.set_current(12)  # the 3000-character line
    screen = text_of(render_screen(controller, 100, 30))
    assert "▶" in screen and "frank" in screen and "…" in screen
    assert "12 [10:06] <frank> paste:" in screen and "xxx…\n" in screen and "……" not in screen
    assert "bob is now known as bobby" in screen


def test_wide_characters_keep_columns_aligned(controller):
    controller.set_current(18)
    rendered = render_screen(controller, 80, 24)
    rows = [line for line in rendered.lines if "李雷" in line.plain]
    assert rows and all(line.cell_len == 80 for line in rows)


def test_marks_for_parents_suggestions_and_state(controller):
    doc = controller.doc
    doc.link(2, 2)
    doc.link(4, 2)
    controller.suggestions_ready(doc, [Suggestion(6, (4,), 0.42, "model")])
    controller.set_current(6)
    rendered = render_screen(controller, 100, 30)
    marks = marks_by_row(rendered)
    assert marks[6] == "▶ ?"                      # current, suggestion only
    assert marks[4] == "›○✓"                      # suggested parent under the parent cursor
    assert marks[2] == "  ✓" and marks[5] == "  ·" and marks[0] == "   "
    screen = text_of(rendered)
    assert "model: 4 (42%)" in screen and "2/18 annotated" in screen and "saved" in screen
    controller.set_current(4)
    assert marks_by_row(render_screen(controller, 100, 30))[2] == "›●✓"  # confirmed parent


def marks_by_row(rendered):
    found = {}
    for line in rendered.lines:
        fields = line.plain[3:].split()
        if fields and fields[0].isdecimal() and ":" in fields[1]:
            found[int(fields[0])] = line.plain[:3]
    return found


def test_conversation_is_coloured(controller):
    doc = controller.doc
    doc.link(2, 2)
    doc.link(4, 2)
    doc.link(6, 4)
    controller.set_current(6)
    rendered = render_screen(controller, 100, 30)
    row4 = next(line for line in rendered.lines if line.plain[3:].lstrip().startswith("4 "))
    row5 = next(line for line in rendered.lines if line.plain[3:].lstrip().startswith("5 "))
    assert any("green" in str(span.style) for span in row4.spans)
    assert not any("green" in str(span.style) for span in row5.spans)
    controller.set_current(7, 4)  # not linked yet: the conversation the parent cursor is in
    rendered = render_screen(controller, 100, 30)
    row2 = next(line for line in rendered.lines if line.plain[3:].lstrip().startswith("2 "))
    assert any("green" in str(span.style) for span in row2.spans)


def test_mentions_are_emphasised(controller):
    controller.set_current(6)  # bob says "dave: thanks"
    rendered = render_screen(controller, 100, 30)
    row = next(line for line in rendered.lines if "dave: thanks" in line.plain)
    start = row.plain.index("dave: thanks")
    styles = [str(span.style) for span in row.spans if span.start <= start < span.end]
    assert any("bold" in style for style in styles)


def test_control_and_bidi_characters_are_neutralised(tmp_path):
    path = tmp_path / "evil.log"
    path.write_bytes("[10:00] <mallory> red\x1b[31m alert \u202eevil\u200b \x9b2J\ttab\n".encode("utf-8"))
    controller = Controller(Session([path]))
    screen = text_of(render_screen(controller, 80, 20))
    for bad in ("\x1b", "\u202e", "\u200b", "\x9b", "\t"):
        assert bad not in screen
    assert "red" in screen and "tab" in screen
    controller.session.close()
    assert clean("a\u2066b\u00adc") == "a\ufffdb\ufffdc"


def test_unsaved_and_error_states(tmp_path):
    path = tmp_path / "chat.log"
    shutil.copy(DATA / "chat.log", path)
    controller = Controller(Session([path], Options(start=2, autosave=False)))
    controller.handle("s", "s")
    assert "unsaved" in text_of(render_screen(controller, 100, 20))
    controller.doc.error = "cannot save x: Permission denied"
    assert "UNSAVED (cannot save x" in text_of(render_screen(controller, 150, 20))
    controller.session.close()


def test_prompt_replaces_the_legend(controller):
    controller.handle("/", "/")
    controller.handle("a", "a")
    assert text_of(render_screen(controller, 80, 24)).splitlines()[-1].startswith("search: a█")
    assert "search: a" in text_of(render_screen(controller, 30, 5))  # shown even when the legend is not


def test_help_lists_every_described_binding():
    text = "\n".join(line.plain for line in help_lines(120, 80)[0])
    for binding in KEYMAP:
        if binding.description:
            assert binding.description in text


@pytest.mark.parametrize("top, current, target, rows, lines, expected", [
    (0, 5, 4, 20, 100, 0),        # all in view: no scroll
    (0, 50, 49, 20, 100, 34),     # current below: scroll so it shows with a margin under it
    (40, 50, 45, 20, 100, 40),    # still in view
    (40, 50, 10, 20, 100, 10),    # parent cursor far above: follow it
    (0, 99, 98, 20, 100, 80),     # the end: no empty rows below the log
    (5, 0, 0, 20, 3, 0),          # short log
    (3, 3, 3, 0, 10, 0),          # no rows at all
])
def test_scroll_top(top, current, target, rows, lines, expected):
    assert scroll_top(top, current, target, rows, lines) == expected


@pytest.mark.parametrize("readme", ["annotate/README.md"])  # the main README links there for the keys
def test_readme_key_table_is_the_keymap(readme):
    text = (Path(__file__).resolve().parent.parent / readme).read_text(encoding="utf-8")
    assert markdown_key_table() in text


def test_time_column_shows_the_clock_written_in_the_log(tmp_path):
    path = tmp_path / "clock.log"
    path.write_text("[12:59] <a> before\n[01:00] <b> a 12-hour clock\n=== c has quit\n")
    controller = Controller(Session([path]))
    screen = text_of(render_screen(controller, 100, 20))
    assert "12:59" in screen and " 01:00 " in screen
    controller.session.close()


def test_long_messages_wrap_in_the_detail_pane_and_read_in_full(controller):
    controller.set_current(12)  # the 3000-character line
    screen = text_of(render_screen(controller, 80, 40))
    detail = screen.split("─" * 80)[1]
    assert detail.count("xxxxxxxxxx") >= 4 and "e: read all" in detail  # several wrapped lines and a hint
    controller.handle("e", "e")
    seen, previous = {}, None
    while True:  # page through the reader as the app does: every character of the message is shown
        rendered = render_screen(controller, 80, 24)
        assert len(rendered.lines) == 24 and all(line.cell_len == 80 for line in rendered.lines)
        controller.modes.reader_top = rendered.reader_top
        if rendered.reader_top == previous:
            break  # clamped at the end
        seen.update((rendered.reader_top + row, line.plain) for row, line in enumerate(rendered.lines[1:]))
        previous = rendered.reader_top
        controller.handle("pagedown", None)
    message = controller.doc.log.messages[12].text
    assert sum(plain.count("x") for plain in dict(seen).values()) >= message.count("x") > 2000
    controller.handle("q", "q")
    assert not controller.modes.reading and not controller.quit


def test_parent_message_gets_more_than_one_line(controller):
    controller.set_current(13, 12)  # parent cursor on the long line
    detail = text_of(render_screen(controller, 80, 40)).split("─" * 80)[1].splitlines()
    assert sum(1 for line in detail if "xxxxxxxxxx" in line) >= 2


@pytest.mark.parametrize("width, height", [(40, 10), (30, 8), (24, 6), (80, 12)])
@pytest.mark.parametrize("current, target", [(19, 0), (19, 18), (2, 0), (12, 3)])
def test_small_screens_keep_the_current_message(controller, width, height, current, target):
    controller.set_current(current, target)
    lines = render_screen(controller, width, height).lines
    assert sum(1 for line in lines if line.plain.startswith("▶")) == 1
    if height - 2 >= current - target + 1:  # when both fit, the parent cursor shows too
        assert any(line.plain.startswith("›") or line.plain[1:2] == "●" for line in lines)


def test_legend_fits_80_columns_with_every_hint_and_tab(controller):
    from annotate.view.panes import legend_items
    legend = render_screen(controller, 80, 24).lines[-1].plain
    assert all(item.plain in legend for _, item in legend_items(controller))
    assert "Tab alt" in legend and "? help" in legend and "⏎ accept" in legend and "q quit" in legend
    narrow = render_screen(controller, 40, 24).lines[-1].plain
    assert "? help" in narrow  # help is always kept


def test_conversation_view_lists_only_the_conversation(controller):
    doc = controller.doc
    doc.link(2, 2)
    doc.link(4, 2)
    doc.link(6, 4)
    controller.set_current(6)
    controller.handle("v", "v")
    rows = marks_by_row(render_screen(controller, 100, 30))
    assert sorted(rows) == [2, 4, 6]
    controller.set_current(7, 4)  # unlinked: the conversation the parent cursor is in, and the message
    assert sorted(marks_by_row(render_screen(controller, 100, 30))) == [2, 4, 6, 7]


def test_conversation_colours(controller):
    doc = controller.doc
    doc.link(3, 3)
    doc.link(5, 3)
    doc.link(2, 2)
    doc.link(4, 2)
    controller.set_current(4)
    from annotate.view.rows import conversation_colour

    def style_of(number):  # the style of the row's text
        row = next(line for line in render_screen(controller, 100, 30).lines
                   if line.plain[4:].lstrip().startswith(f"{number} "))
        text = doc.log.messages[number].text[:5]
        start = row.plain.index(text)
        return " ".join(str(span.style) for span in row.spans if span.start <= start < span.end)
    colour = conversation_colour(doc, 5)
    assert "green" in style_of(2) and colour and colour not in style_of(5)
    controller.handle("c", "c")
    assert colour in style_of(5) and colour in style_of(3) and "green" in style_of(2)
    assert conversation_colour(doc, 6) == ""


@pytest.mark.parametrize("look_ahead, below", [(None, 6), (0, 0), (10, 10)])
def test_look_ahead_lines(tmp_path, look_ahead, below):
    path = tmp_path / "long.log"
    path.write_text("".join(f"[10:{i % 60:02d}] <n{i % 4}> line {i}\n" for i in range(200)))
    controller = Controller(Session([path]), look_ahead=look_ahead)
    controller.set_current(100)
    rendered = render_screen(controller, 80, 24)  # 14 log rows: a third is 4, at least SCROLL_MARGIN
    rows = sorted(marks_by_row(rendered))
    expected = below if look_ahead is not None else max(3, rendered.rows // 3)
    assert rows[-1] - 100 == min(expected, rendered.rows - 2)
    controller.session.close()


def test_flag_mark_and_comment(controller):
    controller.doc.flag(5, "check the nick")
    controller.set_current(5)
    rendered = render_screen(controller, 100, 30)
    row = next(line.plain for line in rendered.lines if line.plain[4:].lstrip().startswith("5 "))
    assert row[3] == "!" and "flag: check the nick" in text_of(rendered)


def test_read_only_status_and_legend(tmp_path):
    path = tmp_path / "chat.log"
    shutil.copy(DATA / "chat.log", path)
    controller = Controller(Session([path], Options(read_only=True)), read_only=True)
    screen = render_screen(controller, 100, 30)
    assert "READ-ONLY" in text_of(screen) and "accept" not in screen.lines[-1].plain


def test_every_log_format_is_shown_through_the_same_reader(tmp_path):
    """A WeeChat log: nicks without their mode character, each line's own clock."""
    path = tmp_path / "irc.libera.#ubuntu.weechatlog"
    shutil.copy(Path(__file__).parent / "data" / "logs" / "formats" / path.name, path)
    controller = Controller(Session([path]))
    screen = text_of(render_screen(controller, 120, 20))
    assert "23:52" in screen and "00:03" in screen and "@bob" not in screen and "bob_" in screen
    controller.session.close()


def test_legend_and_help_show_remapped_keys(tmp_path):
    from annotate.model.keymap import KEYMAP, remap
    path = tmp_path / "chat.log"
    shutil.copy(DATA / "chat.log", path)
    controller = Controller(Session([path], Options(start=2)),
                            keymap=remap(KEYMAP, {"self_link": "S", "search": ["ctrl+f"], "help": "f2"}))
    legend = render_screen(controller, 100, 24).lines[-1].plain
    assert "S self" in legend and "Ctrl+F search" in legend and "F2 help" in legend and "s self" not in legend
    controller.handle("f2", None)
    assert any(line.plain.startswith(" Ctrl+F ") for line in render_screen(controller, 100, 60).lines)
    controller.session.close()


def test_long_feedback_takes_the_file_names_place(controller):
    controller.message = "self 2"
    assert render_screen(controller, 80, 24).lines[-2].plain.startswith(" 1/1 chat.log │ line 2")
    controller.message = "'erin' not found before the current message (N searches down)"
    status = render_screen(controller, 80, 24).lines[-2].plain
    assert status.startswith(" line 2 │") and "not found before the current message" in status


def test_lines_not_read_as_messages_are_counted_on_screen_and_in_the_status_line(tmp_path):
    """Issue 25, defect 5: four WeeChat lines inside an irclogs file used to pass without a word."""
    path = tmp_path / "mixed.log"
    weechat = "".join(f"2010-11-09 23:5{n}:12\tbob\tweechat line {n}\n" for n in range(4))
    lines = (DATA / "chat.log").read_text().splitlines(keepends=True)
    path.write_text("".join(lines[:5]) + weechat + "".join(lines[5:]))
    made = Controller(Session([path], Options(start=2)))
    assert made.doc.log.log_format == "irclogs"
    assert "4 line(s) not read as irclogs messages (shown as system lines; the first is line 5)" in made.message
    status = render_screen(made, 100, 30).lines[-2].plain
    assert "4 not messages" in status
    made.handle("J", "J")                                          # the feedback goes, the count stays
    assert "4 not messages" in render_screen(made, 100, 30).lines[-2].plain
    made.session.close()


@pytest.mark.parametrize("width, height", [(30, 8), (MIN_WIDTH, 6)])
def test_line_numbers_stay_on_a_small_terminal_other_columns_go_first(controller, width, height):
    """Issue 25, defect 8: at 30x8 the line-number column disappeared (the nick and time stayed)."""
    controller.set_current(12)
    rows = [line.plain for line in render_screen(controller, width, height).lines[:-2]]
    current = next(row for row in rows if row.startswith("▶"))
    assert current[4:7] == "12 "                                   # the number, right after the marks
    assert "10:" not in current                                   # the time column went first
    assert current[7:].startswith("frank paste")                  # the nick starts the text
    numbers = [int(row[4:7]) for row in rows if row[4:7].strip()]
    assert numbers == list(range(numbers[0], numbers[0] + len(numbers)))
