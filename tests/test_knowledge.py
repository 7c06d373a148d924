"""Man-page knowledge: context-only linking, where pages come from and their fingerprint, --manpages."""
from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from disentangle import cli
from disentangle.cli import extract as extract_cli
from disentangle.dialogues.records import ASKER, HELPER, Dialogue, Turn
from disentangle.examples.cutting import make_example
from disentangle.knowledge.command_links import index_pages
from disentangle.knowledge.grounding import (
    context_pages,
    knowledge_path,
    knowledge_source,
    page_directory,
    pages_fingerprint,
)
from disentangle.knowledge.manpages import MAN_ROOTS, ManPage, build_knowledge, load_knowledge
from disentangle.settings import cache_dir, knowledge_file

MAN_ROOT = Path(__file__).resolve().parent / "data" / "manpages"


def _page(name: str, text: str = "text", source: str = "") -> ManPage:
    return ManPage(name, "1", (name,), f"the {name} command", text, source)


def test_pages_come_from_the_context_only() -> None:
    index = index_pages([_page("xrandr"), _page("lspci")])
    turns = (Turn(ASKER, ("xrandr shows one screen",), ("x",), (1,), (0,)),
             Turn(HELPER, ("run lspci -k and paste it",), ("x",), (2,), (0,)))
    dialogue = Dialogue("learned:2015-01-01:1", "2015-01-01", "x", "learned", ("a", "b"), turns)
    assert context_pages(make_example(dialogue, 1, "train"), index) == ["xrandr(1)"]


def test_fingerprint_is_the_content_not_the_location() -> None:
    here = [_page("ls", source="/usr/share/man/man1/ls.1.gz"), _page("cp", source="/usr/share/man/man1/cp.1.gz")]
    there = [replace(p, source=p.source.replace("/usr/share", "/opt")) for p in reversed(here)]
    assert pages_fingerprint(here) == pages_fingerprint(there)
    assert pages_fingerprint(here) != pages_fingerprint([here[0], replace(here[1], text="other text")])
    assert page_directory(here[0]) == "/usr/share/man"


def test_each_man_directory_has_its_own_cached_knowledge(tmp_path: Path) -> None:
    assert knowledge_path(MAN_ROOTS) == knowledge_file()
    assert knowledge_path((MAN_ROOT,)) != knowledge_file() and knowledge_path((MAN_ROOT,)).parent == cache_dir()
    assert knowledge_path((MAN_ROOT,)) != knowledge_path((tmp_path,))


def test_knowledge_source_records_directories_counts_and_fingerprint(tmp_path: Path) -> None:
    path = build_knowledge(tmp_path / "kb.jsonl", roots=(MAN_ROOT,))
    pages = load_knowledge(path)
    source = knowledge_source(path, pages, index_pages(pages))
    assert source.directories == (str(MAN_ROOT),)
    assert source.pages == len(pages) == 2 and source.names == 3  # frob (also unfrob), frobd
    assert source.sha256 == pages_fingerprint(pages) and len(source.sha256) == 64
    assert json.loads(json.dumps(source.as_dict()))["file"] == "kb.jsonl"


def test_manpages_option(tmp_path: Path) -> None:
    args = cli.build_parser(["extract"]).parse_args(["extract", "--year", "2015", "--manpages", str(MAN_ROOT)])
    options = extract_cli.options_from_args(args)
    assert options.man_roots == (MAN_ROOT,) and options.knowledge == knowledge_path((MAN_ROOT,))
    default = extract_cli.options_from_args(cli.build_parser(["extract"]).parse_args(["extract", "--year", "2015"]))
    assert default.man_roots == MAN_ROOTS and default.knowledge == knowledge_file()
    assert cli.main(["extract", "--year", "2015", "--manpages", str(tmp_path / "nowhere")]) == cli.EXIT_USAGE
