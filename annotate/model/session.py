"""A session: the logs given on the command line, opened one at a time as the annotator moves between them.

The session decides where each log's annotation goes (`--output`, `--output-dir`, created on first use,
or beside the log), checks `--start`/`--end` against every log before the screen opens, reads each log once,
keeps the documents it has opened (so returning to a file is instant and keeps its suggestions), and
knows where suggestions come from: another annotators' files when adjudicating, else the suggester given
(the model, a file, or a test's fake). Computing model suggestions may be slow, so it is a separate call
the terminal app runs in a worker thread. With `read_only` (`--browse`) nothing is locked or written. Logs
from a to-do file (`todo.py`) start at the first one not done, and their progress is saved beside it. With
`review`, each document's review by uncertainty (`uncertainty.py`) is planned once its suggestions come.
"""
from __future__ import annotations

import dataclasses
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence, cast

from disentangle.logs.formats import AUTO
from disentangle.logs.records import Log, LogError

from .adjudication import COMMON, read_adjudication
from .disagreements import is_disagreements_file
from .document import Document, set_suggestions
from .files import AnnotationError, annotation_path_for
from .journal import JournalLocked
from .pages import WHOLE_LINES, PagedLog, is_paged, open_log
from .span import OPTION_LABELS, TODO_LABELS, SpanError, check_span
from .suggest import LinkSuggestions, Suggester, Suggestion
from .todo import Progress, first_not_done, read_progress, save_progress, todo_spans
from .uncertainty import ReviewError, ReviewSize, plan_review

logger = logging.getLogger(__name__)

OPEN_ERRORS = (LogError, AnnotationError, JournalLocked, ValueError, OSError)  # all with clear messages
MODEL_CONTEXT = 1000          # lines before the span a paged log's model suggestions read as context
MODEL_LINES = WHOLE_LINES     # messages of a paged log's span the model suggests parents for


@dataclass(frozen=True)
class Options:
    """How to open the logs of a session (all optional)."""

    output: Path | None = None       # the annotation file (one log only)
    output_dir: Path | None = None   # a directory for every log's annotation file
    start: int | None = None         # first message to annotate (default: resume, else the file's first)
    end: int | None = None           # one past the last message to annotate
    autosave: bool = True            # write the file after every action (the journal is always written)
    durable: bool = True             # fsync the journal after every record
    adjudicate: tuple[Path, ...] = ()  # annotators' files to adjudicate (one log only)
    read_only: bool = False          # browse: no journal lock, nothing written
    log_format: str = AUTO           # layout of the logs (disentangle.logs.formats), or detected
    todo: Path | None = None         # the to-do file the logs came from (progress is saved beside it)
    adjudicate_start: str = COMMON   # links pre-accepted when adjudicating: common, majority or union
    review: ReviewSize | None = None  # review by uncertainty: how many of the least sure messages
    review_fill: bool = False        # in a review, also write the model's links for the rest, marked


class Session:
    """See the module docstring."""

    def __init__(self, logs: Sequence[str | os.PathLike], options: Options = Options(),
                 suggester: Suggester | None = None) -> None:
        if not logs:
            raise ValueError("no log files given")
        listed = len(options.adjudicate) == 1 and is_disagreements_file(options.adjudicate[0])
        if (options.output or options.adjudicate and not listed) and len(logs) != 1:
            raise ValueError("--output and --adjudicate take exactly one log (--adjudicate with a disagreements "
                             "file takes several); use --output-dir for several")
        self.logs = [Path(p) for p in logs]
        self.options = options
        self.suggester = suggester
        self.saved_progress = read_progress(options.todo) if options.todo is not None else {}
        self.todo_spans = todo_spans(options.todo) if options.todo is not None else {}
        self.index = first_not_done(self.logs, self.saved_progress)
        self._documents: dict[int, Document] = {}
        self._logs: dict[int, Log | PagedLog] = {}
        self._asked: set[int] = set()

    @property
    def document(self) -> Document:
        return self.open(self.index)

    def annotation_path(self, log: Path) -> Path:
        adjudicating = bool(self.options.adjudicate)
        if self.options.output is not None:
            return self.options.output
        if self.options.output_dir is not None:
            return self.options.output_dir / annotation_path_for(log, adjudicating).name
        return annotation_path_for(log, adjudicating)

    def open(self, index: int) -> Document:
        """The document of log number `index`, opened (and its journal restored) on first use."""
        if index not in self._documents:
            log_path, options = self.logs[index], self.options
            log = self.read(index)
            if options.output_dir is not None and not options.read_only:
                options.output_dir.mkdir(parents=True, exist_ok=True)  # created on first use
            adjudication = read_adjudication(options.adjudicate, len(log), log_path,
                                           options.adjudicate_start) if options.adjudicate else None
            start, end = self.span(index)
            document = Document.open(log_path, self.annotation_path(log_path), start, end,
                                     options.autosave, adjudication.agreed if adjudication else None,
                                     options.durable, log, options.read_only)
            if adjudication is not None:
                set_suggestions(document, adjudication.proposals)
                document.disagreements = adjudication.disagreements
            self._documents[index] = document
        return self._documents[index]

    def read(self, index: int) -> Log | PagedLog:
        """Log number `index`, read once (a long one paged: `pages.py`)."""
        if index not in self._logs:
            self._logs[index] = open_log(self.logs[index], self.options.log_format)
        return self._logs[index]

    def check(self) -> None:
        """Read every log (one that is no IRC log, or empty, is refused) and check `--start`/`--end` against it
        (raises a clear `OPEN_ERRORS` error)."""
        for index in range(len(self.logs)):
            if not self.read(index).messages:
                raise LogError(f"{self.logs[index]}: empty log: nothing to annotate")
        for index, path in enumerate(self.logs):
            start, end = self.span(index)
            if start is None and end is None:
                continue
            entry = self.todo_spans.get(path)
            labels = TODO_LABELS if entry is not None else OPTION_LABELS
            try:
                check_span(start, end, len(self.read(index)), str(path), labels)
            except SpanError as error:
                if entry is None:
                    raise
                raise SpanError(f"{entry.where}: {error}") from None

    def span(self, index: int) -> tuple[int | None, int | None]:
        """The start and end asked for log number `index`: its to-do line's, else `--start`/`--end`."""
        entry = self.todo_spans.get(self.logs[index])
        return (entry.start, entry.end) if entry is not None else (self.options.start, self.options.end)

    def switch(self, step: int) -> bool:
        """Move to the next (+1) or previous (-1) log; False when there is none."""
        if not 0 <= self.index + step < len(self.logs):
            return False
        self.index += step
        return True

    def wants_suggestions(self) -> bool:
        """Whether the current document still needs suggestions from the suggester (asks only once)."""
        if self.suggester is None or self.options.adjudicate or self.index in self._asked:
            return False
        self._asked.add(self.index)
        return True

    def compute_suggestions(self, document: Document) -> Sequence[Suggestion]:
        """Ask the suggester about the document's span (may be slow; touches nothing shared). A paged log
        is given to a suggester that reads its messages (the model) as a window: `MODEL_LINES` messages from
        the span's start, after `MODEL_CONTEXT` lines of context."""
        assert self.suggester is not None
        log, start, end = document.log, document.start, document.end
        if not is_paged(log) or not getattr(self.suggester, "reads_messages", True):
            # a paged log goes only to a suggester that does not read messages (it uses the log's name)
            found = self.suggester(cast(Log, log), start, end)
            return found if isinstance(found, LinkSuggestions) else list(found)  # a file's: kept as arrays
        first, last = max(start - MODEL_CONTEXT, 0), min(end, start + MODEL_LINES)
        found = self.suggester(log.window(first, last), start - first, last - first)
        return [shifted(suggestion, first) for suggestion in found]

    def start_review(self, document: Document) -> str | None:
        """Plan the review of a document whose suggestions have just come (`--review`), save the file and the
        record at once when something is to be written; what to tell the annotator (None: no review)."""
        if self.options.review is None or document.review is not None:
            return None
        try:
            document.review = plan_review(document.suggestions, document.start, document.end, self.options.review)
        except ReviewError as error:
            return str(error)
        document.review_fill = self.options.review_fill
        document.version += 1
        if not self.options.read_only and (document.review_fill or document.path.exists()):
            document.save()
        plan = document.review
        return f"review: {len(plan.items)} least sure first ({self.options.review}); Enter agrees"

    def progress(self, index: int) -> Progress | None:
        """Log number `index`'s progress: live once opened, else as saved beside the to-do file (None: unknown)."""
        if index in self._documents:
            document = self._documents[index]
            return Progress(document.annotated_count(), document.total)
        return self.saved_progress.get(self.logs[index])

    def save_progress(self) -> None:
        """Save every known file's progress beside the to-do file (nothing without one, or when browsing)."""
        if self.options.todo is None or self.options.read_only:
            return
        known = {log: found for index, log in enumerate(self.logs) if (found := self.progress(index)) is not None}
        save_progress(self.options.todo, self.logs, known)
        self.saved_progress = known

    def opened(self) -> list[Document]:
        """The documents opened so far, in command-line order."""
        return [self._documents[index] for index in sorted(self._documents)]

    def close(self) -> None:
        for document in self._documents.values():
            document.close()


def shifted(suggestion: Suggestion, lines: int) -> Suggestion:
    """A suggestion made on a window of a log, renumbered to the log's lines (`lines`: the window's first)."""
    return dataclasses.replace(suggestion, message=suggestion.message + lines,
                               parents=tuple(p + lines for p in suggestion.parents),
                               ranked=tuple(p + lines for p in suggestion.ranked))
