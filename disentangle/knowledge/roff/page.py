"""A manual page's plain text: the roff engine with the man and mdoc macro tables, then tidied."""
from __future__ import annotations

import re

from .lexer import SourceReader
from .man import REQUESTS
from .mdoc import MDOC
from .renderer import Renderer


def roff_to_text(source: str, read_source: SourceReader | None = None) -> str:
    """Plain text of a man or mdoc page; `read_source(name)` resolves `.so name` includes (or None)."""
    renderer = Renderer(read_source, REQUESTS, MDOC)
    renderer.run(source.splitlines())
    renderer.flush()
    text = "\n".join(line.rstrip() for line in renderer.out)
    return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"
