"""The package's import graph follows the data flow: every import of a `disentangle` module by another (at
module level or inside a function, type-only imports included) is an edge; the graph has no cycle, and a
stage folder imports only from earlier stages and the cross-cutting modules at the top, which import no
stage. So each stage can be read, tested and replaced without reading the ones after it. The last stage is
the public Python API, one module (`disentangle/api.py`) over all the others; the package's `__init__`
imports it, and nothing else of the stages, only lazily, to re-export its names."""
from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx
import pytest

import disentangle

PACKAGE = Path(disentangle.__file__).parent


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_names(path: Path) -> set[str]:
    """Every module a file names in an absolute import."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            found.add(node.module)
    return found


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


# the stage folders in the order the data flows through them: logs -> ... -> files, then the commands
STAGES = ("logs", "download", "corpus", "features", "linking", "dialogues", "metrics", "methods", "training",
          "privacy", "examples", "knowledge", "exporters", "extract", "compare", "cli", "api")
PUBLIC_API = "disentangle.api"  # the last stage: a module at the top, whose names the package re-exports
CROSS_CUTTING = ("errors", "settings", "atomic", "output", "workers", "checks")
ENTRY_POINTS = ("__init__", "__main__")
SHIPPED_MODELS = "models"  # a data folder (the shipped model files), no code
MAX_TOP_MODULES = 8
ONLY_TRAINING_IMPORTS = "dynet"


def stage_of(module: str) -> str:
    """The folder (or top-level module) of `disentangle.X...`: X."""
    return module.split(".")[1] if "." in module else "__init__"


def stage_violations(graph: nx.DiGraph) -> list[str]:
    found = []
    for source, target in graph.edges:
        before, after = stage_of(source), stage_of(target)
        if before == after or before == "__main__" or after in CROSS_CUTTING or after == "__init__":
            continue  # the package itself (its version, its public API) is checked by the cycle test
        if before == "__init__" and target == PUBLIC_API:
            continue  # the package re-exports the API's names (lazily: `import disentangle` imports no stage)
        if before in CROSS_CUTTING or before == "__init__":
            found.append(f"{source} (cross-cutting) imports the stage {target}")
        elif STAGES.index(after) > STAGES.index(before):
            found.append(f"{source} ({before}) imports the later stage {target} ({after})")
    return found


def test_the_graph_sees_the_imports() -> None:
    graph = import_graph()
    assert graph.has_edge("disentangle.dialogues.heuristic", "disentangle.dialogues.filters")
    assert graph.has_edge("disentangle.exporters.dstc7", "disentangle.exporters.base")
    assert graph.has_edge("disentangle.methods.disentanglers", "disentangle.dialogues.heuristic")  # inside a function
    assert graph.has_edge("disentangle", "disentangle.api")  # the package's lazy re-export (PEP 562 __getattr__)


def test_every_module_is_in_a_stage_or_cross_cutting() -> None:
    tops = {stage_of(name) for name in import_graph()}
    assert tops <= {*STAGES, *CROSS_CUTTING, *ENTRY_POINTS}, tops - {*STAGES, *CROSS_CUTTING, *ENTRY_POINTS}
    flat = sorted(path.stem for path in PACKAGE.glob("*.py") if path.stem not in ENTRY_POINTS)
    api = PUBLIC_API.rpartition(".")[2]
    assert api in flat and stage_of(PUBLIC_API) == STAGES[-1] == api
    assert len(flat) <= MAX_TOP_MODULES and set(flat) <= {*CROSS_CUTTING, api}, flat
    folders = sorted(path.name for path in PACKAGE.iterdir() if path.is_dir() and not path.name.startswith("__"))
    assert set(folders) <= {*STAGES, SHIPPED_MODELS}, folders


def test_imports_flow_with_the_data() -> None:
    assert stage_violations(import_graph()) == []


@pytest.mark.parametrize("source, target, broken", [
    ("disentangle.logs.records", "disentangle.linking.links", True),        # an earlier stage reaching forward
    ("disentangle.settings", "disentangle.logs.records", True),             # cross-cutting importing a stage
    ("disentangle.linking.model", "disentangle.features.pairs", False),     # forward along the flow
    ("disentangle.cli.predict", "disentangle.errors", False),               # anyone may use the cross-cutting
    ("disentangle", "disentangle.api", False),                              # the package re-exports the API
    ("disentangle", "disentangle.linking.model", True),                     # ... and no other stage
    ("disentangle.api", "disentangle.methods.predict", False),              # the API stands on every stage
    ("disentangle.cli.predict", "disentangle.api", True),                   # the commands share the stages, not the API
])
def test_the_order_check_catches_a_backward_import(source: str, target: str, broken: bool) -> None:
    graph = nx.DiGraph([(source, target)])
    assert bool(stage_violations(graph)) == broken


def test_only_training_imports_dynet() -> None:
    importers = sorted(module_name(path) for path in PACKAGE.rglob("*.py")
                       if ONLY_TRAINING_IMPORTS in {name.split(".")[0] for name in imported_names(path)})
    assert importers and all(stage_of(name) == "training" for name in importers), importers


def test_no_import_cycle() -> None:
    graph = import_graph()
    # a package imports its own modules (the registry); a module importing its package's __init__ is the cycle
    cycles = [cycle for cycle in nx.simple_cycles(graph)]
    assert cycles == [], cycles


def linking_public_classes() -> list[type]:
    """Every public class defined in a module of `disentangle.linking`."""
    import importlib
    import inspect
    found = []
    for path in sorted((PACKAGE / "linking").glob("*.py")):
        module = importlib.import_module(module_name(path))
        found += [cls for name, cls in vars(module).items() if inspect.isclass(cls) and not name.startswith("_")
                  and cls.__module__ == module.__name__]
    return found


def test_type_hints_of_linking_resolve() -> None:
    """Annotations are strings (`from __future__ import annotations`): each must name something its module
    imports, or `typing.get_type_hints` (dataclass tools, documentation) fails with a NameError."""
    import inspect
    import typing
    classes = linking_public_classes()
    assert {"LinkModel", "VoteEnsemble", "StackedModel", "Shortlist", "ModelError"} <= {c.__name__ for c in classes}
    for cls in classes:
        typing.get_type_hints(cls)
        for name, member in vars(cls).items():
            function = member.fget if isinstance(member, property) else member
            if not name.startswith("__") and inspect.isfunction(function):
                typing.get_type_hints(function)


# ----- annotate/: model / view / controller / batch ---------------------------------------------------------
# The annotation tool beside the package is split in folders: `model` (logs, documents, journals, suggestions,
# the session: no UI), `view` (drawing), `controller` (what keys do), `batch` (tools run without a screen), and
# the shell at the top (`app`, `cli`, ...) wiring them. Each part imports only the parts listed for it, so the
# view never imports the controller (it draws a `view.state.ScreenState`), and the model none of the others.
# Any part may use the `disentangle` library stages, never its command line.
ANNOTATE = PACKAGE.parent / "annotate"
ANNOTATE_SHELL = "shell"  # the modules at the top of annotate/
ANNOTATE_MAY_IMPORT = {
    "model": frozenset(),
    "view": frozenset({"model"}),
    "controller": frozenset({"model"}),
    "batch": frozenset({"model"}),
    ANNOTATE_SHELL: frozenset({"model", "view", "controller", "batch"}),
}
ANNOTATE_SHELL_MODULES = ("__init__", "__main__", "app", "cli", "screenshot")
LIBRARY_COMMANDS = "disentangle.cli"


def annotate_part(module: str) -> str:
    """The folder of `annotate.X.Y` (X; `annotate.X` itself when X is a folder), or the shell for the modules at
    the top."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in ANNOTATE_MAY_IMPORT else ANNOTATE_SHELL


def annotate_graph() -> nx.DiGraph:
    """annotate's imports: of its own modules and of the `disentangle` modules (the package's own graph's nodes)."""
    modules = {module_name(path): path for path in ANNOTATE.rglob("*.py")}
    library = set(import_graph().nodes)
    graph = nx.DiGraph()
    graph.add_nodes_from(modules)
    for name, path in modules.items():
        graph.add_edges_from((name, target) for target in imported(path)
                             if (target in modules or target in library) and target != name)
    return graph


def annotate_violations(graph: nx.DiGraph) -> list[str]:
    found = []
    for source, target in graph.edges:
        if not source.startswith("annotate"):
            continue
        if target == LIBRARY_COMMANDS or target.startswith(LIBRARY_COMMANDS + "."):
            found.append(f"{source} imports the command line {target}")
        elif target.startswith("annotate"):
            before, after = annotate_part(source), annotate_part(target)
            if before != after and after not in ANNOTATE_MAY_IMPORT[before]:
                found.append(f"{source} ({before}) imports {target} ({after})")
    return found


def test_the_annotate_graph_sees_the_imports() -> None:
    graph = annotate_graph()
    assert graph.has_edge("annotate.view.rows", "annotate.model.document")
    assert graph.has_edge("annotate.model.suggest", "disentangle.linking.model_file")  # inside a function
    assert graph.has_edge("annotate.cli", "annotate.app")                            # inside a function
    assert graph.has_edge("annotate.model.pages", "disentangle.logs.files")


def test_annotate_is_model_view_controller_batch_and_a_shell() -> None:
    modules = {name for name in annotate_graph().nodes if name.startswith("annotate")}
    assert {annotate_part(name) for name in modules} == set(ANNOTATE_MAY_IMPORT)
    folders = {path.name for path in ANNOTATE.iterdir() if path.is_dir() and not path.name.startswith("__")}
    assert folders == set(ANNOTATE_MAY_IMPORT) - {ANNOTATE_SHELL}, folders
    shell = sorted(path.stem for path in ANNOTATE.glob("*.py"))
    assert shell == sorted(ANNOTATE_SHELL_MODULES), shell


def test_annotate_imports_follow_its_parts() -> None:
    assert annotate_violations(annotate_graph()) == []


def test_annotate_has_no_import_cycle() -> None:
    graph = annotate_graph()
    assert list(nx.simple_cycles(graph.subgraph(n for n in graph if n.startswith("annotate")))) == []


@pytest.mark.parametrize("source, target, broken", [
    ("annotate.view.rows", "annotate.controller.controller", True),      # the view never imports the controller
    ("annotate.controller.controller", "annotate.view.screen", True),    # ... nor the controller the view
    ("annotate.model.session", "annotate.controller.controller", True),  # the model imports no other part
    ("annotate.model.document", "annotate.view.screen", True),
    ("annotate.batch.agree", "annotate.view.panes", True),               # batch tools: the model only
    ("annotate.batch.agree", "annotate.controller.review", True),
    ("annotate.model.suggest", "annotate.batch.agree", True),
    ("annotate.cli", "disentangle.cli.options", True),                   # never the package's command line
    ("annotate.view.rows", "annotate.model.document", False),
    ("annotate.controller.controller", "annotate.model.session", False),
    ("annotate.batch.agree", "annotate.model.files", False),
    ("annotate.app", "annotate.controller.controller", False),           # the shell wires them
    ("annotate.app", "annotate.view.screen", False),
    ("annotate.model.pages", "disentangle.logs.files", False),           # the library's stages are open to all
])
def test_the_annotate_check_catches_a_wrong_import(source: str, target: str, broken: bool) -> None:
    assert bool(annotate_violations(nx.DiGraph([(source, target)]))) == broken
