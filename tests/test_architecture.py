"""The floors of shared/design/architecture.md (app/rules and app/game never import Qt) and
the house rules that keep it in shape (issue 31): module sizes, no private names borrowed
from another folder's modules, no import circles, and a repository root that holds only
what the README's Layout lists."""

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

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


def _module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
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


def _app_modules(root: Path = ROOT) -> dict[str, Path]:
    return {_module_name(p, root): p for p in sorted((root / "app").rglob("*.py"))}


def _import_sources(name: str, path: Path, tree: ast.Module, nodes):  # noqa: ANN001, ANN202
    """``(node, source module, imported names)`` for each import among ``nodes``, relative
    imports resolved against ``name`` (the module at ``path``); ``import a.b`` gives
    ``("a.b", [])``."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in nodes:
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node, alias.name, []
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package
                for _ in range(node.level - 1):
                    base = base.rpartition(".")[0]
                source = f"{base}.{node.module}" if node.module else base
            else:
                source = node.module or ""
            yield node, source, [alias.name for alias in node.names]


def _reexports(modules: dict[str, Path]) -> dict[str, dict[str, str]]:
    """``{package: {name: submodule}}``: what each package's ``__init__`` takes from one of
    its own submodules (``from .x import y``, ``from app.pkg.x import y as z``), so that
    ``from app.pkg import y`` elsewhere counts as an import of ``app.pkg.x``, not of the
    package: an ``__init__`` that re-exports makes no circle of its own."""
    found: dict[str, dict[str, str]] = {}
    for name, path in modules.items():
        if path.name != "__init__.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names: dict[str, str] = {}
        for node, source, _ in _import_sources(name, path, tree, tree.body):
            if not isinstance(node, ast.ImportFrom) or not source.startswith(name + "."):
                continue
            for alias in node.names:
                names[alias.asname or alias.name] = source
        found[name] = names
    return found


def _app_import_graph(module_level_only: bool, type_checking: bool = False,
                      root: Path = ROOT) -> dict[str, dict[str, int]]:
    """``{module: {app module it imports: line of the first such import}}`` over app/,
    relative imports resolved; ``from pkg import name`` counts ``pkg.name`` when that is a
    module, else the submodule the package's ``__init__`` re-exports ``name`` from, else
    ``pkg``. ``module_level_only``: only what importing the module runs; else imports in
    functions too; ``type_checking``: ``if TYPE_CHECKING:`` blocks too."""
    modules = _app_modules(root)
    reexports = _reexports(modules)
    graph: dict[str, dict[str, int]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        out: dict[str, int] = {}

        def add(target: str, line: int) -> None:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name:
                out.setdefault(target, line)

        if module_level_only:
            nodes = _module_level(tree)
        elif type_checking:
            nodes = ast.walk(tree)
        else:
            nodes = _runtime(tree)
        for node, source, imported in _import_sources(name, path, tree, nodes):
            if not source.startswith("app"):
                continue
            if not imported:
                add(source, node.lineno)
            for alias in imported:
                full = f"{source}.{alias}"
                seen = set()
                target = source
                while target in reexports and alias in reexports[target] and target not in seen:
                    seen.add(target)
                    target = reexports[target][alias]
                add(full if full in modules else target, node.lineno)
        graph[name] = dict(sorted(out.items()))
    return graph


def _circles(graph: dict[str, dict[str, int]] | dict[str, set[str]]) -> list[list[str]]:
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


def _circle_edges(graph: dict[str, dict[str, int]], circle: list[str]) -> list[str]:
    inside, modules = set(circle), _app_modules()
    return [f"{modules[a].relative_to(ROOT).as_posix()} line {line} imports {b}"
            for a in circle for b, line in graph[a].items() if b in inside]


def test_no_modules_of_app_import_each_other_in_a_circle():
    """The import graph of app/ built with ast, every import counted: module-level ones,
    those inside functions (lazy) and those for annotations only (``if TYPE_CHECKING:``).
    A circle closed by a lazy or annotation-only import still ties the two modules into one
    (neither can be read or moved without the other), so none may appear; a package's
    ``__init__`` that re-exports its submodules' names is seen through (see
    :func:`_reexports`)."""
    graph = _app_import_graph(module_level_only=False, type_checking=True)
    circles = _circles(graph)
    assert circles == [], "\n".join(
        "circle: " + ", ".join(c) + "\n    " + "\n    ".join(_circle_edges(graph, c))
        for c in circles)
    assert _circles(_app_import_graph(module_level_only=True)) == []


MAX_LINES = 800
MAX_LINES_OF = {"app/ui/main_window.py": 400}


def test_no_module_of_app_is_too_long():
    """No module in app/ over 800 lines, app/ui/main_window.py (a thin shell) at most 400:
    a module that grows past them is split along its interfaces (its public names)."""
    too_long = []
    for path in sorted((ROOT / "app").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        lines = len(path.read_text(encoding="utf-8").splitlines())
        limit = MAX_LINES_OF.get(rel, MAX_LINES)
        if lines > limit:
            too_long.append(f"{rel}: {lines} lines (at most {limit})")
    assert too_long == [], "\n".join(too_long)


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _borrowed_private_names(root: Path = ROOT) -> list[str]:
    """Every import in app/ of a private name (a private module or package, or a ``_name``
    in a module) by a module of another directory: "path line N: what (from where)"."""
    modules = _app_modules(root)
    borrowed = []
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node, source, imported in _import_sources(name, path, tree, ast.walk(tree)):
            if not source.startswith("app"):
                continue
            for alias in imported or [""]:
                full = f"{source}.{alias}" if alias else source
                if not any(_private(part) for part in full.split(".")):
                    continue
                target = full if full in modules else source
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if not target or modules[target].parent == path.parent:
                    continue
                borrowed.append(f"{path.relative_to(root).as_posix()} line {node.lineno}: "
                                f"{full} (from {modules[target].relative_to(root).as_posix()})")
    return borrowed


def test_no_private_name_is_imported_from_another_folder():
    """A ``_name`` (not a dunder) is private to its module's folder: it may be imported only
    by a module in the same directory (app/game/commands/a.py from .b, app/game/saves.py
    from app.game.save_schema). Every import counts: ``from x import _a``, ``from .x import
    (a, _b)``, ``import app.x._mod``, in functions and under ``if TYPE_CHECKING:`` too."""
    borrowed = _borrowed_private_names()
    assert borrowed == [], "\n".join(borrowed)


def _write_tree(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    return root


def test_the_private_name_check_sees_every_kind_of_import(tmp_path):
    """The check above on a made-up app/: it finds ``from x import _a``, ``from .x import
    (a, _b)``, an import inside a function and under ``if TYPE_CHECKING:``, a private module,
    and lets a same-directory import and a dunder be."""
    root = _write_tree(tmp_path, {
        "app/__init__.py": "",
        "app/game/__init__.py": "",
        "app/game/save_schema.py": "_Strict = 1\n_describe = 2\n",
        "app/game/saves.py": "from .save_schema import _Strict\nfrom app.game.save_schema import _describe\n",
        "app/game/_helpers.py": "x = 1\n",
        "app/game/commands/__init__.py": "from .a import A\n",
        "app/game/commands/a.py": "from .b import _b\nA = 1\n",
        "app/game/commands/b.py": "_b = 1\n",
        "app/ui/__init__.py": "",
        "app/ui/one.py": "from app.game.save_schema import _Strict\n",
        "app/ui/two.py": "from ..game.commands.a import (A, _c)\nfrom app.game import __doc__\n",
        "app/ui/three.py": "def f():\n    from app.game.commands import _z\n",
        "app/ui/four.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                          "    from app.game.saves import _Strict\n",
        "app/ui/five.py": "import app.game._helpers\nfrom app.game import _helpers\n",
    })
    assert _borrowed_private_names(root) == [
        "app/ui/five.py line 1: app.game._helpers (from app/game/_helpers.py)",
        "app/ui/five.py line 2: app.game._helpers (from app/game/_helpers.py)",
        "app/ui/four.py line 3: app.game.saves._Strict (from app/game/saves.py)",
        "app/ui/one.py line 1: app.game.save_schema._Strict (from app/game/save_schema.py)",
        "app/ui/three.py line 2: app.game.commands._z (from app/game/commands/__init__.py)",
        "app/ui/two.py line 1: app.game.commands.a._c (from app/game/commands/a.py)",
    ]


def test_the_circle_check_counts_lazy_and_annotation_imports_and_sees_through_reexports(
        tmp_path):
    root = _write_tree(tmp_path, {
        "app/__init__.py": "",
        "app/pkg/__init__.py": "from .a import A\nfrom . import b\n",
        "app/pkg/a.py": "A = 1\n",
        "app/pkg/b.py": "from app.pkg import A\n",  # the __init__ re-exports a's A: no circle
        "app/lazy1.py": "def f():\n    from app import lazy2\n",
        "app/lazy2.py": "import app.lazy1\n",
        "app/tc1.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .tc2 import X\n",
        "app/tc2.py": "from .tc1 import Y\n",
    })
    graph = _app_import_graph(module_level_only=False, type_checking=True, root=root)
    assert graph["app.pkg.b"] == {"app.pkg.a": 1}
    assert graph["app.pkg"] == {"app.pkg.a": 1, "app.pkg.b": 2}
    assert _circles(graph) == [["app.lazy1", "app.lazy2"], ["app.tc1", "app.tc2"]]
    assert _circles(_app_import_graph(module_level_only=True, root=root)) == []


def _readme_layout() -> list[str]:
    """The entries the README's "Layout" section lists, one a line as "- `name` ...",
    folders with a trailing slash."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    match = re.search(r"^## Layout\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    assert match, "README.md has no \"## Layout\" section"
    return re.findall(r"^- `([^`]+)`", match.group(1), re.M)


def test_the_repository_root_holds_only_what_the_readme_layout_lists():
    """The tracked top-level entries (``git ls-files``: a .venv, build output or caches are
    not tracked) are exactly those the README's Layout section lists, so a stray output
    (once a 55-page PDF named ``--quick``) cannot be committed unseen and the README cannot
    list what is gone."""
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True,
                           capture_output=True).stdout.decode("utf-8").split("\0")
    tracked = {f.split("/")[0] + ("/" if "/" in f else "") for f in files if f}
    listed = _readme_layout()
    assert len(listed) == len(set(listed)), f"listed twice in the README's Layout: {listed}"
    assert sorted(tracked - set(listed)) == [], "tracked at the root, not in README's Layout"
    assert sorted(set(listed) - tracked) == [], "in README's Layout, not tracked at the root"
