"""The documentation holds together: every relative link leads to a file (and heading) that exists, every
module path it names exists in the package, the README stays a page for users (small, the two commands
first), and its Layout is the tree: the stage folders in data-flow order, every module named."""
from __future__ import annotations

import ast
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

LAYOUT_HEADING = "## Layout"
PACKAGES = ("disentangle", "annotate")  # the code the Layout describes; keys are relative to the first
ENTRY = re.compile(r"^(\S+?(?:/|\.py))(?=\s|$)")  # a key at column 0: `logs/`, `api.py`, `annotate/`
WORD = re.compile(r"\w+")  # an entry names a child by its name: `reader.py`, `reader`, `knowledge/`
NOT_NAMED = {"__init__", "__main__", "__pycache__"}


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


def layout_entries(readme: str) -> dict[str, str]:
    """The Layout section's code block as {key: its text}: an entry starts at column 0 with its key (a folder
    `logs/` or a module `api.py`, relative to `disentangle/`; else to the checkout, as `annotate/model/`), and
    runs on over the indented lines under it."""
    section = readme.split(f"\n{LAYOUT_HEADING}\n", 1)[1].split("\n## ", 1)[0]
    block = FENCE.search(section)
    assert block, f"no code block under {LAYOUT_HEADING}"
    entries: dict[str, str] = {}
    key = None
    for line in block.group(0).splitlines()[1:-1]:
        found = ENTRY.match(line)
        if found:
            key = found.group(1)
            entries[key] = line[found.end():]
        elif key is not None:
            entries[key] += "\n" + line
    return entries


def resolve(key: str, root: Path = ROOT) -> Path:
    inside = root / PACKAGES[0] / key
    return inside if inside.exists() else root / key


def children(package: Path) -> set[str]:
    """The modules (`reader.py`) and subpackages (`knowledge/`) directly inside a package."""
    return ({path.name for path in package.glob("*.py") if path.stem not in NOT_NAMED}
            | {f"{path.name}/" for path in package.iterdir()
               if path.is_dir() and path.name not in NOT_NAMED and any(path.rglob("*.py"))})


def layout_packages(root: Path = ROOT) -> list[Path]:
    """What the Layout must cover, each with every child named: `disentangle/` and its stage folders,
    `annotate/` and its folders."""
    found = []
    for name in PACKAGES:
        package = root / name
        found += [package, *sorted(path for path in package.iterdir() if f"{path.name}/" in children(package))]
    return found


def unnamed_modules(readme: str, root: Path = ROOT) -> list[str]:
    """Keys that name nothing in the tree, and modules or folders of the tree named by no entry of their
    package (a child counts as named when its package's text names it or it has an entry of its own)."""
    entries = layout_entries(readme)
    paths = {resolve(key, root).resolve(): key for key in entries}
    problems = [f"`{key}` is not in the tree" for key in entries if not resolve(key, root).exists()]
    for package in layout_packages(root):
        key = paths.get(package.resolve())
        if key is None:
            problems.append(f"{package.relative_to(root)}/ has no entry")
            continue
        named = set(WORD.findall(entries[key]))
        problems += [f"{package.relative_to(root)}/{child}" for child in sorted(children(package))
                     if child.removesuffix(".py").rstrip("/") not in named and (package / child).resolve() not in paths]
    return problems


def stage_order(tests: Path = ROOT / "tests") -> tuple[str, ...]:
    """`STAGES` of tests/test_imports.py, the data-flow order of the stages (read from its source: a test
    module imports no other)."""
    for node in ast.parse((tests / "test_imports.py").read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(getattr(target, "id", "") == "STAGES" for target in node.targets):
            return tuple(ast.literal_eval(node.value))
    raise AssertionError("tests/test_imports.py defines no STAGES")


def layout_stage_order(readme: str) -> list[str]:
    """The stages (folders, or the API module) in the order the Layout lists them."""
    stages = set(stage_order())
    return [key.rstrip("/").removesuffix(".py") for key in layout_entries(readme)
            if key.rstrip("/").removesuffix(".py") in stages]


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


def test_the_layout_names_every_module_of_the_tree():
    assert unnamed_modules((ROOT / "README.md").read_text(encoding="utf-8")) == []


def test_the_layout_lists_the_stages_in_data_flow_order():
    assert layout_stage_order((ROOT / "README.md").read_text(encoding="utf-8")) == list(stage_order())


def test_the_layout_check_finds_what_is_missing(tmp_path):
    for path in ("disentangle/logs/reader.py", "disentangle/logs/tokens.py", "disentangle/extract/roff/page.py",
                 "disentangle/api.py", "disentangle/errors.py", "annotate/app.py", "annotate/view/rows.py"):
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text("")
    readme = ("# T\n\n## Layout\n\n```\ndisentangle/  errors.py\nlogs/  reader.py -> tokens.py\nextract/  the job\n"
              "gone/  nothing\napi.py  the API\nannotate/  app.py,\n  view/\n```\n\n## Next\n")
    assert unnamed_modules(readme, tmp_path) == ["`gone/` is not in the tree", "disentangle/extract/roff/",
                                                 "annotate/view/ has no entry"]
    whole = readme.replace("the job", "the job, roff/").replace("gone/  nothing\n", "annotate/view/  rows.py\n")
    assert unnamed_modules(whole, tmp_path) == []
    assert list(layout_entries(readme)) == ["disentangle/", "logs/", "extract/", "gone/", "api.py", "annotate/"]
    assert layout_entries(readme)["annotate/"] == "  app.py,\n  view/"


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
