"""Man-page knowledge of DSTC7 subtask 5: where the pages come from, and which pages an example links.

Pages come from a knowledge file (`manpages.py` builds it from a machine's man directories; `extract
--manpages DIR` reads another directory, cached in a file of its own). Because another machine has other
pages, `knowledge_source` describes the pages used: the directories they were read from, how many pages
and command names there are, and a SHA-256 fingerprint of their content (names, sections, summaries and
text, not where the files lay), recorded in the dataset's `stats.json`. Two runs link the same pages
exactly when the fingerprints match.

`context_knowledge` links an example's pages from its *context* only: the answer is what a system must
find, so pages named only by the answer would leak it (the one option mentioning that command).
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from disentangle.examples.records import Example, example_text
from disentangle.knowledge.command_links import ManIndex, link_commands
from disentangle.knowledge.manpages import MAN_ROOTS, ManPage
from disentangle.settings import cache_dir, knowledge_file

KNOWLEDGE_NAME = "manpages"
ROOT_DIGEST_CHARS = 12


@dataclass(frozen=True)
class KnowledgeSource:
    """What a knowledge file holds: the man directories its pages came from, counts and a fingerprint."""

    file: str
    directories: tuple[str, ...]
    pages: int
    names: int
    sha256: str

    def as_dict(self) -> dict:
        return {"file": self.file, "directories": list(self.directories), "pages": self.pages,
                "names": self.names, "sha256": self.sha256}


def knowledge_path(roots: Sequence[Path]) -> Path:
    """The cached knowledge file of a set of man directories: the default one for this machine's pages,
    else one named by a hash of the directories (so pages of another directory never reuse it)."""
    if tuple(Path(r) for r in roots) == MAN_ROOTS:
        return knowledge_file()
    key = "\x1f".join(str(Path(r).resolve()) for r in roots)
    digest = hashlib.sha256(key.encode("utf-8")).hexdigest()[:ROOT_DIGEST_CHARS]
    return cache_dir() / f"{KNOWLEDGE_NAME}-{digest}.jsonl"


def pages_fingerprint(pages: Iterable[ManPage]) -> str:
    """SHA-256 of the pages' content in a canonical order; file locations do not count."""
    digest = hashlib.sha256()
    for page in sorted(pages, key=lambda p: (p.name, p.section)):
        record = [page.name, page.section, list(page.names), page.summary, page.text]
        digest.update(json.dumps(record, ensure_ascii=False).encode("utf-8") + b"\n")
    return digest.hexdigest()


def page_directory(page: ManPage) -> str:
    """The man directory a page was read from (`/usr/share/man` for `/usr/share/man/man1/ls.1.gz`)."""
    return str(Path(page.source).parent.parent) if page.source else ""


def knowledge_source(path: Path, pages: Sequence[ManPage], index: ManIndex) -> KnowledgeSource:
    directories = tuple(sorted({page_directory(page) for page in pages} - {""}))
    return KnowledgeSource(Path(path).name, directories, len(pages), len(index), pages_fingerprint(pages))


def context_pages(example: Example, index: ManIndex) -> list[str]:
    """The pages (`name(section)`) whose commands the example's context uses, ranked; never its answer's."""
    links = link_commands(example_text(example, include_answer=False), index,
                          ignore=set(example.provenance.nicks))
    return [f"{link.page}({link.section})" for link in links]


def context_knowledge(index: ManIndex) -> Callable[[Example], list[str]]:
    """Example -> `context_pages(example, index)`, for `exporters.dstc7.write_dstc7`."""

    def pages(example: Example) -> list[str]:
        return context_pages(example, index)

    return pages
