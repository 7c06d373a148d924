"""What each key does: the controller that turns keys into document actions.

The controller holds the annotator's place (the current message, the parent cursor, the scroll position,
an open prompt, the screen mode) and nothing about drawing or terminals: `handle(key, character)` takes
Textual-style key names (`enter`, `up`, `shift+tab`) or the character typed, so it can be driven by the
real app, by Textual's test pilot, or by plain Python. The key table is data (`model/keymap.py`'s `KEYMAP`,
or the annotator's remapped copy): each binding names an action, a `do_<action>` method of the controller or
of one of the parts it holds, each with its own state and keys: `linking` (`linking.py`: Enter, links,
undo), `prompts` (`prompts.py`: goto, parent line, search, flags), `review` (`review.py`: differences, `*`, `@`), `files` (`filelist.py`: the file list) and
`modes` (`modes.py`: help, reader, conversation view). The parts reach the controller through `place.Place`.
In read-only browse mode every action that would change the annotation is refused.
"""
from __future__ import annotations

import logging
from typing import Callable, Sequence

from annotate.model.document import KIND_EXTRA, Document, set_suggestions
from annotate.model.history import Change
from annotate.model.keymap import KEYMAP, KeyBinding, bindings
from annotate.model.session import OPEN_ERRORS, Session
from annotate.model.suggest import Suggestion

from .filelist import FileList
from .linking import Linking
from .modes import ScreenModes
from .prompts import Prompts
from .review import Review

logger = logging.getLogger(__name__)

__all__ = ["Controller", "ControllerError", "ORDER_LOG", "ORDER_UNSURE"]

DEFAULT_ACCEPT_THRESHOLD = 0.9
PAGE_FALLBACK = 20  # rows per page before the screen has told us its size
ORDER_LOG, ORDER_UNSURE = "log order", "least sure first"
ACTION_PREFIX = "do_"
SEARCH_PROMPT, SUBMIT_KEY = "search", "enter"
SEARCH_ACTIONS = ("search_back", "search_forward")  # keys that search from the last query  # a key binding's action `X` runs the method `do_X`


class ControllerError(ValueError):
    """A key table naming an action no part of the controller has."""


class Controller:
    """The annotator's place in the session and the actions keys trigger; see the module docstring."""

    def __init__(self, session: Session, accept_threshold: float = DEFAULT_ACCEPT_THRESHOLD,
                 keymap: tuple[KeyBinding, ...] = KEYMAP, look_ahead: int | None = None,
                 read_only: bool = False) -> None:
        self.session = session
        self.keymap = keymap
        self.bindings = bindings(keymap)
        self.look_ahead = look_ahead  # lines kept visible below the current message (None: the view's default)
        self.read_only = read_only
        self.current = self.target = self.top = 0
        self.page = PAGE_FALLBACK
        self.order = ORDER_LOG
        self.message = ""
        self.quit = False
        self.keys = 0
        self._target_moved = False
        self.linking, self.prompts, self.review = Linking(self, accept_threshold), Prompts(self), Review(self)
        self.files, self.modes = FileList(self), ScreenModes(self)
        self.actions = self._actions(keymap)
        self._enter_document()

    def _actions(self, keymap: tuple[KeyBinding, ...]) -> dict[str, Callable[..., None]]:
        """action name -> the `do_<action>` method of the controller or of the part that has it."""
        found: dict[str, Callable[..., None]] = {}
        for owner in (self, self.linking, self.prompts, self.review, self.files, self.modes):
            found.update((name[len(ACTION_PREFIX):], getattr(owner, name)) for name in dir(owner)
                         if name.startswith(ACTION_PREFIX))
        missing = sorted({binding.action for binding in keymap} - set(found))
        if missing:
            raise ControllerError(f"no such action: {', '.join(missing)}")
        return found

    @property
    def doc(self) -> Document:
        return self.session.document

    @property
    def order_note(self) -> str:
        """The order the annotator goes on in, for the status line ("" in log order: nothing to say)."""
        return "" if self.order == ORDER_LOG else self.order

    # ----- dispatch ------------------------------------------------------------------------------
    def handle(self, key: str, character: str | None = None) -> bool:
        """Run what `key` is bound to; False when the key means nothing here."""
        self.keys += 1
        if self.prompts.prompt is not None:
            return self.prompts.key(key, character)
        binding = self.bindings.get(character or "") or self.bindings.get(key)
        if self.files.listing:
            return self.files.key(binding.action if binding else None)
        if self.modes.whole_screen:
            return self.modes.key(binding.action if binding else None)
        if binding is None:
            self.keys -= 1
            return False
        self.message = ""
        if binding.changes and self.read_only:
            self.message = "read-only: browsing, nothing can change (run without --browse to annotate)"
            return True
        action = self.actions[binding.action]
        self.doc.cursor = (self.current, self.target)  # the place the action starts from, however it came
        action(binding.argument) if binding.action == "choose" else action()
        self.doc.cursor = (self.current, self.target)
        return True

    def runs_search(self, key: str, character: str | None = None) -> bool:
        """Whether `key` would run a search of the log (a search prompt submitted, `n`, `N`): on a long log
        that takes seconds, so the screen says so first (`searching_note`)."""
        prompt = self.prompts.prompt
        if prompt is not None:
            return prompt.kind == SEARCH_PROMPT and key == SUBMIT_KEY and bool(prompt.text.strip() or
                                                                           self.prompts.query)
        binding = self.bindings.get(character or "") or self.bindings.get(key)
        return binding is not None and binding.action in SEARCH_ACTIONS and bool(self.prompts.query)

    def searching_note(self, done: int | None = None) -> str:
        """What the status line says while a search runs (`done`: the lines searched so far)."""
        typed = self.prompts.prompt.text if self.prompts.prompt is not None else ""
        lines = len(self.doc.log.messages)
        share = "" if done is None else f" {min(done / max(lines, 1), 1.0):.0%}"
        return f"searching {lines:,} lines for {typed or self.prompts.query!r}…{share} (Esc cancels)"

    # ----- moving --------------------------------------------------------------------------------
    def _enter_document(self) -> None:
        doc = self.doc
        resume, handled = doc.resume, doc.handled
        self._opened = (self.keys, "")  # keys pressed when the file opened, and how it was resumed
        if handled is not None and doc.in_range(handled[0]):
            self._resume_after(handled[0], handled[1])
        elif resume is not None and doc.in_range(resume[0]):
            self.set_current(resume[0], resume[1])
        else:
            first = doc.next_needing(doc.start - 1)
            self.set_current(first if first is not None else doc.start)
        self._opened = (self._opened[0], self.message)
        self.message = "; ".join(filter(None, (self.message, doc.notice)))  # where the annotator is, first
        doc.cursor = (self.current, self.target)  # journaled with the first action too

    def _resume_after(self, message: int, went_on: bool) -> None:
        """Resume a killed session where its last action left the annotator, and say which message that is."""
        self.set_current(message)
        if went_on:
            self.advance()
        self.message = (f"resumed at line {self.current}, after {message}" if went_on
                        else f"resumed at line {self.current}, the last one handled")

    def _open_review(self, document: Document, notice: str) -> None:
        """A review just planned for the current file: start on its least sure message; a file resumed
        untouched since it opened resumes in the review's order, and says so before the review's notice."""
        untouched = self.keys == self._opened[0]
        handled, resume = document.handled, document.resume
        resumed, placed = "", not untouched  # what to say of a resume; whether the place is to be kept
        if untouched and handled is not None and document.in_range(handled[0]):
            self._resume_after(handled[0], handled[1])  # in the review's order now
            resumed, placed = self.message, True
        elif untouched and resume is not None and document.in_range(resume[0]):
            placed = True
        if not placed or not document.needs_attention(self.current):
            self.jump(document.most_uncertain(), "every message of the review is reviewed")
        self.message = "; ".join(filter(None, (resumed, notice, document.notice if untouched else None)))

    def default_target(self, message: int) -> int:
        """Where the parent cursor starts: the nearest parent, else the suggestion, else the line above."""
        parents = [p for p in self.doc.parents(message) if p != message] or list(self.doc.parents(message))
        if parents:
            return max(parents)
        suggestion = self.doc.suggestion(message)
        if suggestion is not None and suggestion.parents:
            return max(suggestion.parents)
        return max(message - 1, 0)

    def set_current(self, message: int, target: int | None = None) -> None:
        doc = self.doc
        if doc.total == 0:
            self.current = self.target = min(doc.start, max(len(doc.log.messages) - 1, 0))
            self._target_moved = False
            return
        self.current = min(max(message, doc.start), doc.end - 1)
        self.target = self.default_target(self.current) if target is None else min(max(target, 0), self.current)
        self._target_moved = target is not None and target != self.default_target(self.current)

    def set_target(self, target: int) -> None:
        self.target = min(max(target, 0), self.current)
        self._target_moved = True

    def do_parent_up(self) -> None:
        self.set_target(self.target - 1)

    def do_parent_down(self) -> None:
        self.set_target(self.target + 1)

    def do_message_down(self) -> None:
        self.set_current(self.current + 1)

    def do_message_up(self) -> None:
        self.set_current(self.current - 1)

    def do_page_down(self) -> None:
        self.set_current(self.current + self.page)

    def do_page_up(self) -> None:
        self.set_current(self.current - self.page)

    def do_first(self) -> None:
        self.set_current(self.doc.start)

    def do_last(self) -> None:
        self.set_current(self.doc.end - 1)

    def _candidates(self) -> list[int]:
        found: list[int] = []
        for suggestion in self.doc.suggestions.get(self.current, ()):
            found.extend(p for p in suggestion.parents + suggestion.ranked if p not in found)
        return found

    def _step_candidate(self, step: int) -> None:
        candidates = self._candidates()
        if not candidates:
            self.message = "no suggested candidates for this message"
            return
        position = candidates.index(self.target) + step if self.target in candidates else 0
        self.set_target(candidates[position % len(candidates)])

    def do_next_candidate(self) -> None:
        self._step_candidate(1)

    def do_previous_candidate(self) -> None:
        self._step_candidate(-1)

    def jump(self, found: int | None, nothing: str) -> None:
        if found is None:
            self.message = nothing
        else:
            self.set_current(found)

    def do_next_unannotated(self) -> None:
        if self.order == ORDER_UNSURE:  # a review, or `o`: the next in the order Enter goes on in
            self.jump(self.doc.next_unsure(self.current), "nothing else left to annotate")
            return
        self.jump(self.doc.next_needing(self.current), "nothing left to annotate below")

    def do_previous_unannotated(self) -> None:
        if self.order == ORDER_UNSURE:
            self.jump(self.doc.next_unsure(self.current, -1), "nothing else left to annotate")
            return
        self.jump(self.doc.next_needing(self.current, -1), "nothing left to annotate above")

    def do_most_uncertain(self) -> None:
        self.jump(self.doc.most_uncertain(), "no suggestions for unannotated messages")

    def do_toggle_order(self) -> None:
        self.order = ORDER_UNSURE if self.order == ORDER_LOG else ORDER_LOG
        self.message = f"going on in {self.order}"

    def advance(self) -> None:
        """After linking: the next message needing attention, in the chosen order."""
        doc = self.doc
        unsure = doc.most_uncertain(self.current) if self.order == ORDER_UNSURE else None
        if unsure is not None:
            self.set_current(unsure)
            return
        found = doc.next_needing(self.current)
        found = found if found is not None else doc.next_needing(doc.start - 1)
        if found is None:
            done = "every message of the review is reviewed" if doc.review else "every message is annotated"
            self.message = "; ".join(filter(None, (self.message, done)))
            found = min(self.current + 1, doc.end - 1)
        self.set_current(found)

    # ----- what the parts share ------------------------------------------------------------------
    def apply_change(self, change: Change | None, advance: bool = False) -> None:
        if change is None:
            return
        self.message = change.describe()
        if advance:
            self.advance()
        else:
            self.set_current(self.current, self.target)

    def editable(self) -> bool:
        if not self.doc.in_range(self.current):
            self.message = "nothing to annotate in this file"
            return False
        return True

    def enter_choice(self) -> tuple[int, ...] | None:
        """The parents Enter writes for the current message, as the screen shows them (None: it keeps
        the message's links and goes on).

        Right after `x` added a parent to the message, a moved parent cursor joins the parents (Enter never
        drops what `x` added and the screen marks). Otherwise a parent cursor the annotator moved is the
        choice, alone (also when it is on one of several suggested parents). An untouched cursor takes the suggestion whole, unless the message already
        has links (they are kept); with neither, the parent cursor (the line above by default).
        """
        doc, message = self.doc, self.current
        suggestion = doc.suggestion(message)
        needs_suggestion = suggestion is not None and doc.needs_attention(message)
        if self._target_moved and self.adding_parents():  # after `x`: Enter adds the cursor to what x added
            parents = doc.parents(message)
            return None if self.target in parents else tuple(sorted(parents + (self.target,)))
        if self._target_moved and (needs_suggestion or self.target not in doc.parents(message)):
            return (self.target,)
        if suggestion is not None and needs_suggestion:
            return tuple(sorted(suggestion.parents))
        return None if doc.annotated(message) else (self.target,)

    def adding_parents(self) -> bool:
        """Whether the last change was an extra parent (`x`) added to the current message."""
        done = self.doc.history.done
        return bool(done) and done[-1].kind == KIND_EXTRA and done[-1].messages == (self.current,)

    # ----- files and the session -----------------------------------------------------------------
    def switch_file(self, step: int) -> None:
        if not self.read_only:
            self.doc.note_position((self.current, self.target))
        before, position = self.session.index, (self.current, self.target, self.top)
        if not self.session.switch(step):
            self.message = "no next file" if step > 0 else "no previous file"
            return
        try:
            self.top = 0
            self._enter_document()
        except OPEN_ERRORS as error:
            self.session.index = before
            self.current, self.target, self.top = position
            self.message = f"cannot open {self.session.logs[before + step]}: {error}"
            return
        self.message = self.message or f"file {self.session.index + 1}/{len(self.session.logs)}"
        self.session.save_progress()

    def do_next_file(self) -> None:
        self.switch_file(1)

    def do_previous_file(self) -> None:
        self.switch_file(-1)

    def do_save(self) -> None:
        if self.read_only:
            self.message = "read-only: nothing is saved"
            return
        self.message = f"saved {self.doc.path}" if self.doc.save() else self.doc.error or "not saved"

    def do_quit(self) -> None:
        if not self.read_only:
            self.doc.note_position((self.current, self.target))
            if self.doc.dirty or self.doc.flags.dirty:
                self.doc.save()
            self.session.save_progress()
        self.quit = True

    def suggestions_ready(self, document: Document, suggestions: Sequence[Suggestion]) -> None:
        """Attach suggestions computed in the background; move the parent cursor onto them if untouched. In a
        review by uncertainty (`--review`) the plan is made now and the annotator goes on least sure first,
        starting on the least sure message unless already on one still to review."""
        kept = set_suggestions(document, suggestions)
        review = self.session.start_review(document)
        if document.review is not None:
            self.order = ORDER_UNSURE
        if document is self.doc and review is not None and document.review is not None:
            self._open_review(document, review)
            return
        if document is self.doc and document.review is not None and not document.needs_attention(self.current):
            self.jump(document.most_uncertain(), "every message of the review is reviewed")
        elif document is self.doc and not self._target_moved:
            self.set_current(self.current)
        opening = self._opened[1] if document is self.doc and self.keys == self._opened[0] else ""
        self.message = "; ".join(filter(None, (opening, review or f"{kept} suggestions for {document.log.name}")))
