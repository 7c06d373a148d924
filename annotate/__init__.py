"""Terminal annotation of reply-to links in IRC logs: `annotate LOGFILE...` and `annotate agree FILE...`.

The document model (`Document`: links, undo history, journal, atomic saves) and the suggestion sources
are plain Python; the terminal app (Textual) is imported only when a screen is opened. See README.md.
"""
from annotate.model.document import Document
from annotate.model.suggest import FileSuggester, ModelSuggester, Suggester, Suggestion

__all__ = ["Document", "FileSuggester", "ModelSuggester", "Suggester", "Suggestion"]
