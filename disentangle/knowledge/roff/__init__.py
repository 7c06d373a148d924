"""Plain text from roff manual-page sources (the man(7) and mdoc(7) macro packages), without groff.

`man -P cat` renders about ten pages a second; reading the gzipped sources and converting them here is
two orders of magnitude faster and good enough for a knowledge base: headings become upper-case lines,
paragraphs become one line each, tags of option lists stand on their own line, tables become rows of
cells, and fonts, sizes, motions and other typesetting are dropped. Conditionals are evaluated as nroff
would (`n` true, `t` false, groff registers present); strings (`.ds`) and user macros (`.de`) are
expanded; `.so` includes are read through a caller-supplied function. Unknown requests are ignored.

The package's modules: `lexer` (escapes, characters, request lines and arguments, as data and patterns),
`renderer` (the engine: one page's state, filling, escapes, tables), `man` (man(7) and the roff requests),
`mdoc` (mdoc(7)) and `page` (`roff_to_text`).
"""
from .lexer import join_continuations, special_char, split_args
from .page import roff_to_text

__all__ = ["join_continuations", "roff_to_text", "special_char", "split_args"]
