"""The man-page knowledge file: this machine's manual pages read from their roff sources, one JSON line each.

`build_knowledge` reads this machine's manual pages of the chosen sections (1 and 8 by default) straight
from their roff sources (gzipped or not; see `roff`: 1.7 ms a page against 49 ms for `man -P cat`,
which stays available as `renderer="man"`) and writes one JSON object per page (`ManPage`: name, section, the names
of its NAME line, one-line summary, plain text, source file) to a JSON-lines file, atomically; an existing
file is reused. Symbolic links and `.so` stubs become extra names of the page they point to.

Which pages a chat text names as commands is `command_links`.
"""
from __future__ import annotations

import bz2
import fnmatch
import gzip
import io
import json
import logging
import lzma
import os
import re
import subprocess
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

from tqdm import tqdm

from disentangle.atomic import atomic_open
from disentangle.knowledge.roff import roff_to_text
from disentangle.settings import knowledge_file

logger = logging.getLogger(__name__)

MAN_ROOTS = (Path("/usr/share/man"), Path("/usr/local/share/man"))
DEFAULT_SECTIONS = ("1", "8")
# Google Cloud CLI installs ~16,000 generated `gcloud_*` subcommand pages; they would dwarf the ~1,700
# command pages and are never typed as commands in #ubuntu. Shell-style patterns on page names.
DEFAULT_EXCLUDE = ("gcloud_*", "intro")  # intro(1), intro(8): introductions, no command
RENDERERS = ("roff", "man")
MAN_WIDTH = "100"
MAN_TIMEOUT_SECONDS = 30.0
MAX_SUMMARY_CHARS = 300
MAX_STUB_BYTES = 512  # a `.so` redirection stub is tiny
_PAGE_FILE = re.compile(r"^(?P<name>.+)\.(?P<section>[0-9n][a-z0-9]*)(?P<compression>\.(?:gz|bz2|xz|lzma))?$")
_OPENERS: dict[str | None, Callable[..., io.BufferedIOBase]] = {
    ".gz": gzip.open, ".bz2": bz2.open, ".xz": lzma.open, ".lzma": lzma.open, None: open}
_SO_ONLY = re.compile(r"^\s*\.so\s+(\S+)\s*$")
_NAME_SPLIT = re.compile(r"\s+(?:-+|\u2013|\u2014|\\-)\s+")


class ManPageError(Exception):
    """No manual pages could be read, or the knowledge file is unreadable."""


@dataclass(frozen=True)
class ManPage:
    """One manual page: its file name, section, the names its NAME line lists, summary and plain text."""

    name: str
    section: str
    names: tuple[str, ...]
    summary: str
    text: str
    source: str = ""

    def to_json(self) -> str:
        """One line of the knowledge file (keys sorted, text as UTF-8)."""
        return json.dumps(asdict(self), ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, line: str) -> "ManPage":
        """The page of one line of the knowledge file (missing optional fields empty)."""
        data = json.loads(line)
        return cls(str(data["name"]), str(data["section"]), tuple(data.get("names", ())),
                   str(data.get("summary", "")), str(data.get("text", "")), str(data.get("source", "")))


@dataclass(frozen=True)
class PageFile:
    """A page's file: its name and section (from the file name), and the man root it lies under."""

    name: str
    section: str
    path: Path
    root: Path


# ---- reading pages --------------------------------------------------------------------------------
def find_page_files(sections: Iterable[str] = DEFAULT_SECTIONS, roots: Iterable[Path] = MAN_ROOTS,
                    exclude: Iterable[str] = DEFAULT_EXCLUDE) -> list[PageFile]:
    """Page files of the sections under `man<section>/` of each root (English pages only)."""
    found = []
    patterns = tuple(exclude)
    for root in roots:
        for section in sections:
            directory = Path(root) / f"man{section}"
            if not directory.is_dir():
                continue
            for path in sorted(directory.iterdir()):
                match = _PAGE_FILE.match(path.name)
                if not match or not match["section"].startswith(section):
                    continue
                if any(fnmatch.fnmatchcase(match["name"], pattern) for pattern in patterns):
                    continue
                found.append(PageFile(match["name"], match["section"], path, Path(root)))
    return found


def read_source(path: Path) -> str:
    """The roff source of a page file (compressed or not), decoded leniently."""
    match = _PAGE_FILE.match(path.name)
    opener = _OPENERS[match["compression"] if match else None]
    with opener(path, "rb") as handle:
        data = handle.read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _include_reader(root: Path) -> Callable[[str], str | None]:
    """A `.so` resolver for one man root: `man1/bash.1` -> the source of man1/bash.1(.gz...)."""

    def read(name: str) -> str | None:
        base = root / name
        for candidate in (base, *(base.with_name(base.name + ext) for ext in (".gz", ".bz2", ".xz"))):
            if candidate.is_file():
                try:
                    return read_source(candidate)
                except (OSError, EOFError, lzma.LZMAError) as error:
                    logger.debug("cannot read %s: %s", candidate, error)
                    return None
        return None

    return read


def _redirect(page: PageFile) -> Path | None:
    """Where a symbolic link or a `.so`-only stub points (the real page file), else None."""
    if page.path.is_symlink():
        return page.path.resolve()
    try:
        if page.path.stat().st_size > MAX_STUB_BYTES:
            return None
        source = read_source(page.path)
    except (OSError, EOFError, lzma.LZMAError):
        return None  # rendering it will report the problem
    lines = [line for line in source.splitlines() if line.strip() and not line.startswith(('.\\"', "'\\\""))]
    match = _SO_ONLY.match(lines[0]) if len(lines) == 1 else None
    if not match:
        return None
    target = page.root / match[1]
    for candidate in (target, *(target.with_name(target.name + ext) for ext in (".gz", ".bz2", ".xz"))):
        if candidate.exists():
            return candidate.resolve()
    return None


def parse_name_line(text: str, fallback: str) -> tuple[tuple[str, ...], str]:
    """(names, summary) from the rendered NAME section: `gzip, gunzip, zcat - compress files`."""
    lines = text.splitlines()
    try:
        start = next(i for i, line in enumerate(lines) if line.strip().upper() in ("NAME", "NAMN", "NOM"))
    except StopIteration:
        return (fallback,), ""
    body: list[str] = []
    for line in lines[start + 1:]:
        if not line.strip() and body:
            break
        body.append(line.strip())
    parts = _NAME_SPLIT.split(" ".join(body).strip(), maxsplit=1)
    names = tuple(name for name in re.split(r"[,\s]+", parts[0])
                  if re.fullmatch(r"[\w.+\[\]-]+", name) and not (len(name) > 1 and name.isupper()))
    summary = parts[1].strip() if len(parts) > 1 else ""
    return (names or (fallback,)), summary[:MAX_SUMMARY_CHARS]


def render_roff(page: PageFile) -> str:
    """A page's plain text by the roff package (`.so` includes read under its man root)."""
    return roff_to_text(read_source(page.path), _include_reader(page.root))


def render_man(page: PageFile) -> str:
    """The page as `man -l -P cat` formats it (groff; slow: about 0.1 s a page)."""
    env = {key: value for key, value in os.environ.items() if key != "MAN_KEEP_FORMATTING"}
    env.update(MANWIDTH=MAN_WIDTH, LC_ALL="C.UTF-8")
    result = subprocess.run(["man", "-l", "-P", "cat", str(page.path)], capture_output=True, env=env,
                            timeout=MAN_TIMEOUT_SECONDS, check=False)
    text = result.stdout.decode("utf-8", errors="replace")
    if result.returncode and not text.strip():
        raise OSError(f"man failed: {result.stderr.decode('utf-8', errors='replace').strip()[:200]}")
    return re.sub(r".\x08", "", text)  # overstrike bold and underline, should any remain


def render_page(page: PageFile, renderer: str = "roff") -> ManPage | None:
    """One page file as a `ManPage` (None, logged, when it cannot be read)."""
    try:
        text = render_man(page) if renderer == "man" else render_roff(page)
    except (OSError, EOFError, lzma.LZMAError, subprocess.SubprocessError, RecursionError) as error:
        logger.warning("skipping %s: %s", page.path, error)
        return None
    names, summary = parse_name_line(text, page.name)
    if page.name not in names:
        names = (page.name, *names)
    return ManPage(page.name, page.section, names, summary, text, str(page.path))


def group_aliases(files: list[PageFile]) -> tuple[list[PageFile], dict[Path, list[str]]]:
    """(pages to render, real path -> names of the links and `.so` stubs pointing to it)."""
    targets = {page.path: _redirect(page) for page in files}
    real_paths = {page.path.resolve() for page in files if targets[page.path] is None}
    real: list[PageFile] = []
    aliases: dict[Path, list[str]] = {}
    for page in files:
        target = targets[page.path]
        if target is not None and target in real_paths:
            aliases.setdefault(target, []).append(page.name)
        else:  # a real page, or a link to a page outside the chosen ones (e.g. via /etc/alternatives)
            real.append(page)
    return real, aliases


def read_pages(sections: Iterable[str] = DEFAULT_SECTIONS, roots: Iterable[Path] = MAN_ROOTS,
               exclude: Iterable[str] = DEFAULT_EXCLUDE, renderer: str = "roff",
               jobs: int | None = None) -> list[ManPage]:
    """Render every page of the sections; links and `.so` stubs become extra names of their target.

    The roff renderer runs in this process (about 2 ms a page); `man` runs in `jobs` threads
    (default: one per CPU), each waiting on its own `man` process.
    """
    if renderer not in RENDERERS:
        raise ManPageError(f"unknown renderer {renderer!r} (choose from {', '.join(RENDERERS)})")
    real, aliases = group_aliases(find_page_files(sections, roots, exclude))
    workers = (jobs or os.cpu_count() or 1) if renderer == "man" else 1
    with ThreadPoolExecutor(max_workers=workers) as pool:
        rendered = list(tqdm(pool.map(lambda page: render_page(page, renderer), real), total=len(real),
                             desc="man pages", unit="page", disable=None, leave=False))
    pages = []
    for page, result in zip(real, rendered):
        if result is not None:
            extra = tuple(n for n in aliases.get(page.path.resolve(), ()) if n not in result.names)
            pages.append(ManPage(result.name, result.section, result.names + extra, result.summary,
                                 result.text, result.source))
    return pages


# ---- the knowledge file ---------------------------------------------------------------------------
def write_knowledge(pages: Iterable[ManPage], path: str | os.PathLike) -> int:
    """Write pages as JSON lines, atomically; returns the number written."""
    count = 0
    with atomic_open(path, "w") as out:
        for page in pages:
            out.write(page.to_json() + "\n")
            count += 1
    return count


def load_knowledge(path: str | os.PathLike | None = None) -> list[ManPage]:
    """Read a knowledge file written by `build_knowledge` (default: this machine's, `settings.knowledge_file`)."""
    path = path if path is not None else knowledge_file()
    pages = []
    number = 1  # the line being read (a decoding error comes before enumerate names it)
    try:
        with open(path, encoding="utf-8") as handle:
            for number, line in enumerate(handle, 1):
                if line.strip():
                    pages.append(ManPage.from_json(line))
    except OSError as error:
        raise ManPageError(f"cannot read the knowledge file {path}: {error.strerror or error}") from error
    except (ValueError, KeyError, TypeError) as error:
        raise ManPageError(f"{path}:{number}: not a knowledge line ({error})") from error
    return pages


def build_knowledge(path: str | os.PathLike | None = None, sections: Iterable[str] = DEFAULT_SECTIONS,
                    *, roots: Iterable[Path] = MAN_ROOTS, exclude: Iterable[str] = DEFAULT_EXCLUDE,
                    renderer: str = "roff", force: bool = False) -> Path:
    """Build the knowledge file unless it exists (or `force`); return its path (default: this machine's
    knowledge file in the cache, `settings.knowledge_file`)."""
    target = Path(path) if path is not None else knowledge_file()
    if target.is_file() and not force:
        logger.info("man pages: reusing %s", target)
        return target
    started = time.perf_counter()
    pages = read_pages(tuple(sections), tuple(roots), tuple(exclude), renderer)
    if not pages:
        where = ", ".join(str(root) for root in roots)
        raise ManPageError(f"no manual pages of sections {', '.join(sections)} under {where} "
                           "(install man-db and manpages)")
    count = write_knowledge(pages, target)
    logger.info("man pages: %d pages written to %s in %.1f s", count, target, time.perf_counter() - started)
    return target
