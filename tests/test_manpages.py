"""The man-page knowledge file (hand-made pages, and this machine's pages when installed)."""
from __future__ import annotations

import gzip
import shutil
import time
from pathlib import Path

import pytest

from disentangle.knowledge import manpages as manpages
from disentangle.knowledge.command_links import link_commands, load_index
from disentangle.knowledge.manpages import (
    ManPage,
    ManPageError,
    build_knowledge,
    find_page_files,
    load_knowledge,
    parse_name_line,
    read_pages,
)

PAGES = Path(__file__).resolve().parent / "data" / "manpages"
SYSTEM_MAN = Path("/usr/share/man")


@pytest.fixture
def man_root(tmp_path: Path) -> Path:
    """The hand-made pages, one of them gzipped, plus a symbolic link alias, as a man tree."""
    root = tmp_path / "man"
    shutil.copytree(PAGES, root)
    source = root / "man1" / "frob.1"
    with gzip.open(root / "man1" / "frob.1.gz", "wb") as out:
        out.write(source.read_bytes())
    source.unlink()
    (root / "man1" / "frobnicate.1.gz").symlink_to("frob.1.gz")
    (root / "man1" / "README").write_text("not a page")
    return root


def _page(name: str, section: str = "1", names: tuple[str, ...] = ()) -> ManPage:
    return ManPage(name, section, names or (name,), f"the {name} command", f"NAME\n{name} - ...\n")


def test_find_page_files(man_root: Path) -> None:
    found = {(page.name, page.section) for page in find_page_files(("1", "8"), (man_root,))}
    assert found == {("frob", "1"), ("frobnicate", "1"), ("unfrob", "1"), ("frobd", "8")}
    assert {page.name for page in find_page_files(("8",), (man_root,))} == {"frobd"}
    assert find_page_files(("1",), (man_root,), exclude=("frob*",)) == [
        page for page in find_page_files(("1",), (man_root,)) if page.name == "unfrob"]


def test_read_pages_merges_links_and_so_stubs(man_root: Path) -> None:
    pages = {page.name: page for page in read_pages(("1", "8"), (man_root,))}
    assert set(pages) == {"frob", "frobd"}
    frob = pages["frob"]
    assert frob.names == ("frob", "unfrob", "frobnicate")
    assert frob.summary == "frobnicate files -- quickly" and frob.section == "1"
    assert "-v, --verbose\nsay more" in frob.text
    assert pages["frobd"].summary == "frobnication daemon"


@pytest.mark.parametrize("text, names, summary", [
    ("NAME\ngzip, gunzip, zcat - compress or expand files\n\nSYNOPSIS", ("gzip", "gunzip", "zcat"),
     "compress or expand files"),
    ("NAME\ntc-cake\nCAKE - Common Applications Kept Enhanced\n", ("tc-cake",), "Common Applications Kept Enhanced"),
    ("no name section here", ("fallback",), ""),
])
def test_parse_name_line(text: str, names: tuple[str, ...], summary: str) -> None:
    assert parse_name_line(text, "fallback") == (names, summary)


def test_build_knowledge_is_atomic_and_cached(man_root: Path, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "kb" / "manpages.jsonl"
    assert build_knowledge(path, roots=(man_root,)) == path
    pages = load_knowledge(path)
    assert [page.name for page in pages] == ["frob", "frobd"]
    assert pages[0] == ManPage.from_json(pages[0].to_json())
    assert list(path.parent.iterdir()) == [path]  # no temporary file left behind

    def fail(*args: object, **kwargs: object) -> list[ManPage]:
        raise AssertionError("rebuilt although the knowledge file exists")

    monkeypatch.setattr(manpages, "read_pages", fail)
    assert build_knowledge(path, roots=(man_root,)) == path
    with pytest.raises(AssertionError):
        build_knowledge(path, roots=(man_root,), force=True)


def test_build_knowledge_without_pages_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ManPageError, match="no manual pages"):
        build_knowledge(tmp_path / "kb.jsonl", roots=(tmp_path / "empty",))
    assert not (tmp_path / "kb.jsonl").exists()


def test_load_knowledge_reports_bad_lines(tmp_path: Path) -> None:
    path = tmp_path / "kb.jsonl"
    path.write_text(_page("ls").to_json() + "\n{not json\n")
    with pytest.raises(ManPageError, match="kb.jsonl:2"):
        load_knowledge(path)
    with pytest.raises(ManPageError, match="cannot read"):
        load_knowledge(tmp_path / "absent.jsonl")


def test_unknown_renderer(man_root: Path) -> None:
    with pytest.raises(ManPageError, match="unknown renderer"):
        read_pages(("1",), (man_root,), renderer="groff")


@pytest.mark.skipif(shutil.which("man") is None, reason="man (man-db) is not installed")
def test_man_renderer_agrees_with_roff_renderer(man_root: Path) -> None:
    by_man = {page.name: page for page in read_pages(("1", "8"), (man_root,), renderer="man")}
    by_roff = {page.name: page for page in read_pages(("1", "8"), (man_root,))}
    assert by_man["frob"].names == by_roff["frob"].names
    for name in ("frob", "frobd"):
        assert by_man[name].summary.replace("\u2014", "--") == by_roff[name].summary
        assert set(by_roff[name].text.split()) >= {"frobnicates", "daemon"} & set(by_man[name].text.split())


# ---- this machine's pages --------------------------------------------------------------------------
@pytest.fixture(scope="module")
def system_pages() -> Path:
    if not (SYSTEM_MAN / "man1").is_dir() or not any((SYSTEM_MAN / "man1").iterdir()):
        pytest.skip("no manual pages in /usr/share/man/man1 (install man-db and manpages)")
    return SYSTEM_MAN


def test_system_pages_render(system_pages: Path) -> None:
    files = [page for page in find_page_files(("1",), (system_pages,)) if page.name in ("ls", "cat", "man")]
    if not files:
        pytest.skip("none of ls(1), cat(1), man(1) installed")
    rendered = {page.name: page for page in map(manpages.render_page, files) if page is not None}
    for page in rendered.values():
        assert page.summary and page.name in page.names and len(page.text) > 500
    if "ls" in rendered:
        assert rendered["ls"].summary == "list directory contents"


@pytest.mark.slow
def test_system_knowledge_file(system_pages: Path, tmp_path: Path) -> None:
    started = time.perf_counter()
    path = build_knowledge(tmp_path / "manpages.jsonl")
    index = load_index(path)
    assert time.perf_counter() - started < 60
    assert len(load_knowledge(path)) > 100 and all(not name.startswith("gcloud_") for name in index.pages)
    if "ls" in index and "grep" in index:
        links = link_commands("ls -la | grep foo", index)
        assert {link.page for link in links} == {"ls", "grep"}
