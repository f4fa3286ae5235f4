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
