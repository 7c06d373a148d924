"""The package's import graph has no cycle: every import of a `disentangle` module by another (at module
level or inside a function) is an edge, and the graph must be acyclic so each room can be read, tested
and replaced on its own."""
from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

import disentangle

PACKAGE = Path(disentangle.__file__).parent


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(path: Path) -> set[str]:
    """The `disentangle` modules a file imports (relative imports resolved against its package)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)  # `from pkg import module`
    return found


def import_graph() -> nx.DiGraph:
    modules = {module_name(path): path for path in PACKAGE.rglob("*.py")}
    graph = nx.DiGraph()
    graph.add_nodes_from(modules)
    for name, path in modules.items():
        graph.add_edges_from((name, target) for target in imported(path) if target in modules and target != name)
    return graph


def test_the_graph_sees_the_imports() -> None:
    graph = import_graph()
    assert graph.has_edge("disentangle.heuristic", "disentangle.dialogues")
    assert graph.has_edge("disentangle.exporters.dstc7", "disentangle.exporters.base")


def test_no_import_cycle() -> None:
    graph = import_graph()
    # a package imports its own modules (the registry); a module importing its package's __init__ is the cycle
    cycles = [cycle for cycle in nx.simple_cycles(graph)]
    assert cycles == [], cycles
