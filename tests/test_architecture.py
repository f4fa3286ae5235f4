"""The floors of shared/design/architecture.md: app/rules and app/game never import Qt."""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
QT = ("PySide6", "PyQt5", "PyQt6", "shiboken6")


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_rules_and_game_floors_import_no_qt_and_nothing_above_them():
    for floor, forbidden in (("rules", ("app.game", "app.ui")), ("game", ("app.ui",))):
        for path in (ROOT / "app" / floor).rglob("*.py"):
            for name in _imports(path):
                assert not name.startswith(QT), f"{path} imports {name}"
                assert not name.startswith(forbidden), f"{path} imports {name} (a floor above)"


def test_importing_the_core_loads_no_qt():
    code = (
        "import sys, app.rules.cards, app.rules.turns, app.rules.table, app.game.state, "
        "app.game.commands, app.game.saves\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def _type_checking_only(node: ast.AST) -> bool:
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and (
        (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
        or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"))


def _module_level(tree: ast.Module):  # noqa: ANN202 - an iterator of ast nodes
    """The statements a module runs when imported: its body, into ``try``/``with``/``if``
    blocks, but not into functions, classes' methods or ``if TYPE_CHECKING:``."""
    todo = list(tree.body)
    while todo:
        node = todo.pop()
        yield node
        if _type_checking_only(node) or isinstance(
                node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.stmt) or isinstance(child, ast.excepthandler):
                todo.append(child)


def _runtime(tree: ast.Module):  # noqa: ANN202 - an iterator of ast nodes
    """Every node that can run, in functions too, but not ``if TYPE_CHECKING:`` blocks
    (imports for annotations only, which never run)."""
    todo: list[ast.AST] = [tree]
    while todo:
        node = todo.pop()
        yield node
        if not _type_checking_only(node):
            todo.extend(ast.iter_child_nodes(node))


def _app_import_graph(module_level_only: bool) -> dict[str, set[str]]:
    """``{module: app modules it imports}`` over app/, relative imports resolved; ``from
    pkg import name`` counts ``pkg.name`` when that is a module, else ``pkg``."""
    modules = {_module_name(p): p for p in (ROOT / "app").rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        out: set[str] = set()

        def add(target: str) -> None:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name:
                out.add(target)

        for node in (_module_level(tree) if module_level_only else _runtime(tree)):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.startswith("app"):
                        add(alias.name)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package
                    for _ in range(node.level - 1):
                        base = base.rpartition(".")[0]
                    source = f"{base}.{node.module}" if node.module else base
                else:
                    source = node.module or ""
                if not source.startswith("app"):
                    continue
                for alias in node.names:
                    full = f"{source}.{alias.name}"
                    add(full if full in modules else source)
        graph[name] = out
    return graph


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


KNOWN_LAZY_CIRCLES: list[list[str]] = []
"""Circles closed only by an import inside a function: none (the scenario checks take the
validator they re-run on variants as an argument; ``PlaceKnowingly`` is imported from the
commands package, not handed out by ``app.game.placement``)."""


def test_no_modules_of_app_import_each_other_in_a_circle():
    """The import graph of app/ built with ast: module-level imports (what importing a
    module runs, ``if TYPE_CHECKING:`` blocks left out) form no circle at all (e.g. board
    items and overlays: their shared painting helpers live in app/ui/board/paint.py).
    Function-level imports are counted too in a second graph (imports for annotations
    only, under ``if TYPE_CHECKING:``, never run and are left out), where no circle beyond
    :data:`KNOWN_LAZY_CIRCLES` (none) may appear."""
    assert _circles(_app_import_graph(module_level_only=True)) == []
    lazy = _circles(_app_import_graph(module_level_only=False))
    assert [c for c in lazy if c not in KNOWN_LAZY_CIRCLES] == []
