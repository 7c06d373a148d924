"""What each key does: the controller that turns keys into document actions.

The controller holds the annotator's place (the current message, the parent cursor, the scroll position,
an open prompt, the screen mode) and nothing about drawing or terminals: `handle(key, character)` takes
Textual-style key names (`enter`, `up`, `shift+tab`) or the character typed, so it can be driven by the
real app, by Textual's test pilot, or by plain Python. The key table is data (`keys.KEYMAP`, or the
annotator's remapped copy); prompts (`prompts.py`), reviewing keys (`review.py`: differences, `*`, `@`), the
file list (`filelist.py`) and screen modes (`modes.py`) are mixins. In read-only browse mode every action
that would change the annotation is refused.
"""
from __future__ import annotations

import logging
import re
from typing import Sequence

from annotate.model.document import Document, set_suggestions
from annotate.model.history import Change
from annotate.model.keymap import KEYMAP, KeyBinding, bindings
from annotate.model.session import OPEN_ERRORS, Session
from annotate.model.suggest import Suggestion

from .filelist import FileList
from .modes import ScreenModes
from .prompts import PROMPT_KEYS, Prompt, PromptActions
from .review import ReviewActions

logger = logging.getLogger(__name__)

__all__ = ["Controller", "KEYMAP", "PROMPT_KEYS", "Prompt", "ORDER_LOG", "ORDER_UNSURE"]

DEFAULT_ACCEPT_THRESHOLD = 0.9
PAGE_FALLBACK = 20  # rows per page before the screen has told us its size
ORDER_LOG, ORDER_UNSURE = "log order", "least sure first"
KIND_EXTRA_NEXT = "extra-next"  # a change adding a parent, after which the annotator went on


class Controller(PromptActions, ReviewActions, FileList, ScreenModes):
    """The annotator's place in the session and the actions keys trigger; see the module docstring."""

    def __init__(self, session: Session, accept_threshold: float = DEFAULT_ACCEPT_THRESHOLD,
                 keymap: tuple[KeyBinding, ...] = KEYMAP, look_ahead: int | None = None,
                 read_only: bool = False) -> None:
        self.session = session
        self.accept_threshold = accept_threshold
        self.keymap = keymap
        self.bindings = bindings(keymap)
        self.look_ahead = look_ahead  # lines kept visible below the current message (None: the view's default)
        self.read_only = read_only
        self.current = self.target = self.top = 0
        self.page = PAGE_FALLBACK
        self.order = ORDER_LOG
        self.prompt: Prompt | None = None
        self.help = self.reading = self.conversation_only = self.conversation_colours = self.listing = False
        self.list_selection = 0
        self.reader_top = 0
        self.query = ""
        self.pattern = re.compile("")
        self.message = ""
        self.quit = False
        self.keys = 0
        self._target_moved = False
        self._enter_document()

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
        if self.prompt is not None:
            return self._prompt_key(self.prompt, key, character)
        binding = self.bindings.get(character or "") or self.bindings.get(key)
        if self.listing:
            return self._list_key(binding.action if binding else None)
        if self.help or self.reading:
            return self._mode_key(binding.action if binding else None)
        if binding is None:
            self.keys -= 1
            return False
        self.message = ""
        if binding.changes and self.read_only:
            self.message = "read-only: browsing, nothing can change (run without --browse to annotate)"
            return True
        method = getattr(self, "do_" + binding.action)
        method(binding.argument) if binding.action == "choose" else method()
        self.doc.cursor = (self.current, self.target)
        return True

    # ----- moving --------------------------------------------------------------------------------
    def _enter_document(self) -> None:
        doc = self.doc
        resume, handled = doc.resume, doc.handled
        if handled is not None and doc.in_range(handled[0]):
            self._resume_after(handled[0], handled[1])
        elif resume is not None and doc.in_range(resume[0]):
            self._set_current(resume[0], resume[1])
        else:
            first = doc.next_needing(doc.start - 1)
            self._set_current(first if first is not None else doc.start)
        self.message = "; ".join(filter(None, (self.message, doc.notice)))  # where the annotator is, first
        doc.cursor = (self.current, self.target)  # journaled with the first action too

    def _resume_after(self, message: int, went_on: bool) -> None:
        """Resume a killed session where its last action left the annotator, and say which message that is."""
        self._set_current(message)
        if went_on:
            self._advance()
        self.message = (f"resumed at line {self.current}, after {message}" if went_on
                        else f"resumed at line {self.current}, the last one handled")

    def default_target(self, message: int) -> int:
        """Where the parent cursor starts: the nearest parent, else the suggestion, else the line above."""
        parents = [p for p in self.doc.parents(message) if p != message] or list(self.doc.parents(message))
        if parents:
            return max(parents)
        suggestion = self.doc.suggestion(message)
        if suggestion is not None and suggestion.parents:
            return max(suggestion.parents)
        return max(message - 1, 0)

    def _set_current(self, message: int, target: int | None = None) -> None:
        doc = self.doc
        if doc.total == 0:
            self.current = self.target = min(doc.start, max(len(doc.log.messages) - 1, 0))
            self._target_moved = False
            return
        self.current = min(max(message, doc.start), doc.end - 1)
        self.target = self.default_target(self.current) if target is None else min(max(target, 0), self.current)
        self._target_moved = target is not None and target != self.default_target(self.current)

    def _set_target(self, target: int) -> None:
        self.target = min(max(target, 0), self.current)
        self._target_moved = True

    def do_parent_up(self) -> None:
        self._set_target(self.target - 1)

    def do_parent_down(self) -> None:
        self._set_target(self.target + 1)

    def do_message_down(self) -> None:
        self._set_current(self.current + 1)

    def do_message_up(self) -> None:
        self._set_current(self.current - 1)

    def do_page_down(self) -> None:
        self._set_current(self.current + self.page)

    def do_page_up(self) -> None:
        self._set_current(self.current - self.page)

    def do_first(self) -> None:
        self._set_current(self.doc.start)

    def do_last(self) -> None:
        self._set_current(self.doc.end - 1)

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
        self._set_target(candidates[position % len(candidates)])

    def do_next_candidate(self) -> None:
        self._step_candidate(1)

    def do_previous_candidate(self) -> None:
        self._step_candidate(-1)

    def _jump(self, found: int | None, nothing: str) -> None:
        if found is None:
            self.message = nothing
        else:
            self._set_current(found)

    def do_next_unannotated(self) -> None:
        self._jump(self.doc.next_needing(self.current), "nothing left to annotate below")

    def do_previous_unannotated(self) -> None:
        self._jump(self.doc.next_needing(self.current, -1), "nothing left to annotate above")

    def do_most_uncertain(self) -> None:
        self._jump(self.doc.most_uncertain(), "no suggestions for unannotated messages")

    def do_toggle_order(self) -> None:
        self.order = ORDER_UNSURE if self.order == ORDER_LOG else ORDER_LOG
        self.message = f"going on in {self.order}"

    def _advance(self) -> None:
        """After linking: the next message needing attention, in the chosen order."""
        doc = self.doc
        unsure = doc.most_uncertain(self.current) if self.order == ORDER_UNSURE else None
        if unsure is not None:
            self._set_current(unsure)
            return
        found = doc.next_needing(self.current)
        found = found if found is not None else doc.next_needing(doc.start - 1)
        if found is None:
            self.message = "; ".join(filter(None, (self.message, "every message is annotated")))
            found = min(self.current + 1, doc.end - 1)
        self._set_current(found)

    # ----- linking -------------------------------------------------------------------------------
    def _change(self, change: Change | None, advance: bool = False) -> None:
        if change is None:
            return
        self.message = change.describe()
        if advance:
            self._advance()
        else:
            self._set_current(self.current, self.target)

    def _editable(self) -> bool:
        if not self.doc.in_range(self.current):
            self.message = "nothing to annotate in this file"
            return False
        return True

    def enter_choice(self) -> tuple[int, ...] | None:
        """The parents Enter writes for the current message, as the screen shows them (None: it keeps
        the message's links and goes on).

        A parent cursor the annotator moved is the choice, alone (also when it is on one of several
        suggested parents). An untouched cursor takes the suggestion whole, unless the message already
        has links (they are kept); with neither, the parent cursor (the line above by default).
        """
        doc, message = self.doc, self.current
        suggestion = doc.suggestion(message)
        needs_suggestion = suggestion is not None and doc.needs_attention(message)
        if self._target_moved and (needs_suggestion or self.target not in doc.parents(message)):
            return (self.target,)
        if suggestion is not None and needs_suggestion:
            return tuple(sorted(suggestion.parents))
        return None if doc.annotated(message) else (self.target,)

    def do_accept(self) -> None:
        """Write `enter_choice` and go on."""
        if not self._editable():
            return
        doc, message = self.doc, self.current
        choice, suggestion = self.enter_choice(), doc.suggestion(message)
        if choice is None:
            self.message = f"kept the links of {message}"
            self._advance()
        elif suggestion is not None and choice == tuple(sorted(suggestion.parents)):
            self._change(doc.accept(message), advance=True)
        else:
            self._change(doc.set_parents(message, choice, "self" if choice == (message,) else "link"),
                         advance=True)

    def do_choose(self, choice: int) -> None:
        if self._editable():
            change = self.doc.accept(self.current, choice)
            if change is None:
                self.message = f"no suggestion {choice + 1} for this message"
            self._change(change, advance=True)

    def do_link(self) -> None:
        if self._editable():
            self._change(self.doc.link(self.current, self.target), advance=True)

    def do_self_link(self) -> None:
        if self._editable():
            self._change(self.doc.link(self.current, self.current), advance=True)

    def do_add_parent(self) -> None:
        if self._editable():
            self._change(self.doc.add_parent(self.current, self.target))

    def do_add_parent_next(self) -> None:
        """The last of several parents: add it and go on (`x` for the others)."""
        if self._editable():
            parents = self.doc.parents(self.current) + (self.target,)
            self._change(self.doc.set_parents(self.current, parents, KIND_EXTRA_NEXT), advance=True)

    def do_unlink(self) -> None:
        if not self._editable():
            return
        if self.target not in self.doc.parents(self.current):
            self.message = "the parent cursor is not on a parent (D removes every link)"
            return
        self._change(self.doc.remove_parent(self.current, self.target))

    def do_clear(self) -> None:
        if self._editable():
            self._change(self.doc.clear(self.current))

    def do_accept_confident(self) -> None:
        change = self.doc.accept_confident(self.accept_threshold)
        if change is None:
            self.message = f"no unannotated message has a suggestion at least {self.accept_threshold:.0%} sure"
        self._change(change)

    def _history(self, change: Change | None, verb: str) -> None:
        if change is None:
            self.message = f"nothing to {verb}"
            return
        self.message = f"{verb}: {change.describe()}"
        touched = [edit.message for edit in change.edits] + [flag.message for flag in change.flags]
        if len(touched) == 1 and self.doc.in_range(touched[0]):
            self._set_current(touched[0])

    def do_undo(self) -> None:
        self._history(self.doc.undo(), "undo")

    def do_redo(self) -> None:
        self._history(self.doc.redo(), "redo")

    # ----- files and the session -----------------------------------------------------------------
    def _switch(self, step: int) -> None:
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
        self._switch(1)

    def do_previous_file(self) -> None:
        self._switch(-1)

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
        """Attach suggestions computed in the background; move the parent cursor onto them if untouched."""
        kept = set_suggestions(document, suggestions)
        if document is self.doc and not self._target_moved:
            self._set_current(self.current)
        self.message = f"{kept} suggestions for {document.log.name}"
