"""The test suite's own layout: a test module imports no other test module (what several share lives in
`helpers.py`, `logwriters.py`, `loopback.py`, `hashseed.py`, or as fixtures in `conftest.py`), and each fixture
name is defined once in the whole suite, so a fixture's name says what it holds wherever it is used."""
from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
TEST_MODULE_PREFIX = "test_"
# Fixture names still defined more than once, each with the branch that makes it one. An entry that is no
# longer duplicated fails the test below, so this list only shrinks.


def python_files(root: Path = TESTS) -> list[Path]:
    return sorted(path for path in root.rglob("*.py") if "data" not in path.relative_to(root).parts)


def suite_test_modules(root: Path = TESTS) -> set[str]:
    return {path.stem for path in python_files(root) if path.stem.startswith(TEST_MODULE_PREFIX)}


def imported_test_modules(source: str, modules: set[str]) -> list[str]:
    """The test modules (of `modules`) that Python source imports, at module level or in a function."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names if alias.name.split(".")[0] in modules]
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            found += [node.module] if node.module.split(".")[0] in modules else []
    return found


def is_fixture(decorator: ast.expr) -> bool:
    """`@pytest.fixture`, `@pytest.fixture(...)`, `@fixture` or `@fixture(...)`."""
    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    name = target.attr if isinstance(target, ast.Attribute) else getattr(target, "id", "")
    return name == "fixture"


def fixture_names(source: str) -> list[str]:
    return [node.name for node in ast.walk(ast.parse(source))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and any(map(is_fixture, node.decorator_list))]


def fixture_definitions(root: Path = TESTS) -> Counter[str]:
    """How many times the suite defines each fixture name."""
    return Counter(name for path in python_files(root) for name in fixture_names(path.read_text(encoding="utf-8")))


def test_no_test_module_imports_another() -> None:
    modules = suite_test_modules()
    offenders = {path.name: imported for path in python_files()
                 if (imported := imported_test_modules(path.read_text(encoding="utf-8"), modules))}
    assert offenders == {}, "move what they share into tests/helpers.py or a conftest.py fixture"


@pytest.mark.parametrize("source, found", [
    ("from test_model import random_model\n", ["test_model"]),
    ("def f():\n    from test_stacking import stacked\n", ["test_stacking"]),
    ("import test_model, os\n", ["test_model"]),
    ("from helpers import random_model\nfrom conftest import DATA\nimport loopback\n", []),
    ("from disentangle.test_model import x\n", []),   # not a test module of the suite
])
def test_the_import_check_finds_test_modules(source, found) -> None:
    assert imported_test_modules(source, {"test_model", "test_stacking"}) == found


def test_each_fixture_is_defined_once() -> None:
    counts = fixture_definitions()
    duplicated = {name for name, count in counts.items() if count > 1}
    assert duplicated == set(), "one fixture per concept, in conftest.py"


def test_the_fixture_check_finds_every_spelling(tmp_path: Path) -> None:
    (tmp_path / "test_a.py").write_text("import pytest\n\n@pytest.fixture\ndef log():\n    pass\n\n"
                                        "@pytest.fixture(scope='module')\ndef tokenizer():\n    pass\n")
    (tmp_path / "test_b.py").write_text("from pytest import fixture\n\n@fixture\ndef log():\n    pass\n\n"
                                        "def helper():\n    pass\n")
    assert fixture_definitions(tmp_path) == Counter({"log": 2, "tokenizer": 1})
