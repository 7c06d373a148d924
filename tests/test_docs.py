"""The documentation holds together: every relative link leads to a file (and heading) that exists, every
module path it names exists in the package, and the README stays a page for users (small, the two
commands first)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README_MAX_BYTES = 20_000
TOP_COMMANDS = ("make extract YEAR=2015", "make test")

FENCE = re.compile(r"^(```|~~~).*?^\1[ \t]*$", re.S | re.M)
CODE_SPAN = re.compile(r"`[^`\n]*`")
LINK = re.compile(r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
HEADING = re.compile(r"^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$", re.M)
SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")
PATH_IN_CODE = re.compile(r"`((?:disentangle|annotate|bench|tests|models|docs)/[\w./-]*)`")
DOTTED_IN_CODE = re.compile(r"`(disentangle(?:\.\w+)+)")
FILE_SUFFIXES = {"npz", "json", "md", "py", "txt", "gz", "csv", "png", "toml", "jsonl"}


def pages(root: Path = ROOT) -> list[Path]:
    """The pages checked: the README, every docs page, the model card and the annotation tool's README."""
    return [root / "README.md", *sorted((root / "docs").glob("*.md")), root / "models" / "README.md",
            root / "annotate" / "README.md"]


def prose(text: str) -> str:
    """The text without fenced code blocks and inline code, where brackets are not links."""
    return CODE_SPAN.sub("", FENCE.sub("", text))


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, inline markup and punctuation gone, spaces to hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link in a heading keeps its text
    text = text.replace("`", "").replace("*", "").lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(text: str) -> set[str]:
    seen: dict[str, int] = {}
    found = set()
    for heading in HEADING.findall(FENCE.sub("", text)):
        base = slug(heading)
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def broken_links(page: Path) -> list[str]:
    """Every relative link of the page whose file, or heading anchor in a Markdown file, does not exist."""
    text = page.read_text(encoding="utf-8")
    problems = []
    for target in LINK.findall(prose(text)):
        if SCHEME.match(target):
            continue  # http(s), mailto: not checked here
        path_part, _, fragment = target.partition("#")
        path = (page.parent / path_part).resolve() if path_part else page
        if not path.exists():
            problems.append(f"{page.name}: {target}: no such file")
        elif fragment and path.suffix == ".md" and fragment not in anchors(path.read_text(encoding="utf-8")):
            problems.append(f"{page.name}: {target}: no heading with that anchor")
    return problems


def missing_module_paths(page: Path, root: Path = ROOT) -> list[str]:
    """Paths (`disentangle/linking/model.py`) and dotted names (`disentangle.linking.model.LinkModel`)
    named in inline code that do not exist in the checkout: text left behind by a move of the code."""
    text = page.read_text(encoding="utf-8")
    problems = [f"{page.name}: `{name}`" for name in PATH_IN_CODE.findall(text)
                if not (root / name).exists()]
    for dotted in DOTTED_IN_CODE.findall(text):
        parts = dotted.split(".")
        if parts[-1] in FILE_SUFFIXES:
            continue  # a file name (`disentangle.npz`), not a module
        where = root / parts[0]
        for part in parts[1:]:
            if (where / part).is_dir():
                where = where / part
            elif (where / f"{part}.py").is_file():
                break  # a module: what follows are its attributes
            else:
                if where == root / parts[0]:
                    problems.append(f"{page.name}: `{dotted}`")  # no such stage or module at all
                elif not part[:1].isupper() and not (where / "__init__.py").read_text().count(part):
                    problems.append(f"{page.name}: `{dotted}`")  # neither a module nor named by the package
                break
    return problems


@pytest.mark.parametrize("page", pages(), ids=lambda page: str(page.relative_to(ROOT)))
def test_every_relative_link_leads_somewhere(page):
    assert page.exists()
    assert broken_links(page) == []


@pytest.mark.parametrize("page", pages(), ids=lambda page: str(page.relative_to(ROOT)))
def test_every_module_path_named_exists(page):
    assert missing_module_paths(page) == []


def test_readme_is_small():
    size = (ROOT / "README.md").stat().st_size
    assert size <= README_MAX_BYTES, f"README.md is {size:,} bytes; move details to docs/"


def test_readme_starts_with_the_two_commands():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    before_first_section = text.split("\n## ", 1)[0]
    block = FENCE.search(before_first_section)
    assert block, "no code block before the first section"
    lines = [line for line in block.group(0).splitlines()[1:-1] if line.strip()]
    assert [line.split("#")[0].strip() for line in lines[:2]] == list(TOP_COMMANDS)
    assert text.index(block.group(0)) < text.index("\n", text.index("# ")) + 3  # right under the title


def test_the_checks_find_what_is_broken(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "there.md").write_text("# Title\n\n## A `code` heading: yes\n")
    page = tmp_path / "docs" / "page.md"
    page.write_text("[ok](there.md) [ok](there.md#a-code-heading-yes) [gone](missing.md)\n"
                    "[bad anchor](there.md#nowhere) [web](https://example.org/x) `[not](a-link.md)`\n"
                    "```\n[not](in-code.md)\n```\n"
                    "`disentangle/nowhere.py` `disentangle.nowhere.Thing`\n")
    assert broken_links(page) == ["page.md: missing.md: no such file",
                                  "page.md: there.md#nowhere: no heading with that anchor"]
    assert missing_module_paths(page, tmp_path) == ["page.md: `disentangle/nowhere.py`",
                                                    "page.md: `disentangle.nowhere.Thing`"]


def test_anchors_follow_github():
    assert slug("Confidence: the precision knob `extract --min-confidence`") == \
        "confidence-the-precision-knob-extract---min-confidence"
    assert anchors("# A\n## A\n```\n# not a heading\n```\n") == {"a", "a-1"}
