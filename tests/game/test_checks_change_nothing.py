"""Issue 31: a command's check has no side effects (it asks the rules and says why not);
its action alone changes the game. Checked two ways: no ``check``/``assess`` in
app/game/commands assigns to the command or the game, and checking real commands on the
demo games, twice, leaves the game and the command exactly as they were."""

from __future__ import annotations

import ast
import copy
from pathlib import Path

import pytest

from app.game.commands import (
    AllocateHit, ChooseSegment, MoveModel, MoveModels, PlaceModel, RollOff, RotateModel,
)
from app.game.saves import dumps_game, load_game
from app.paths import card_demo_game_path, demo_game_path

COMMANDS = Path(__file__).resolve().parents[2] / "app" / "game" / "commands"


def test_no_check_or_assess_assigns_to_the_command_or_the_game():
    found = []
    for path in sorted(COMMANDS.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
            for fn in cls.body:
                if not (isinstance(fn, ast.FunctionDef) and fn.name in ("check", "assess")):
                    continue
                for node in ast.walk(fn):
                    targets = (node.targets if isinstance(node, ast.Assign) else
                               [node.target] if isinstance(node, (ast.AugAssign,
                                                                  ast.AnnAssign)) else [])
                    for target in targets:
                        for sub in ast.walk(target):
                            if (isinstance(sub, ast.Attribute) and isinstance(sub.value, ast.Name)
                                    and sub.value.id in ("self", "state")):
                                found.append(f"{path.name}: {cls.name}.{fn.name} sets "
                                             f"{ast.unparse(target)}")
    assert found == []


def _commands(state):
    first = state.models[0]
    second = state.models[1]
    return [
        MoveModel(first.id, second.x_in, second.y_in),  # onto another base: refused (G8)
        MoveModel(first.id, first.x_in + 0.1, first.y_in),
        MoveModels({first.id: (second.x_in, second.y_in), second.id: (1.0, 1.0)}),
        RotateModel(first.id, first.facing_deg + 15),
        PlaceModel(first.id, 1.0, 1.0),
        ChooseSegment(None, "A"),
        RollOff(),
        AllocateHit(first.id),
    ]


@pytest.mark.parametrize("path", [demo_game_path(), card_demo_game_path()])
@pytest.mark.parametrize("phase", ["setup", "player-turn"])
def test_checking_a_command_twice_changes_neither_the_game_nor_the_command(path, phase):
    state = load_game(path)
    state.turn.phase = phase
    before = dumps_game(state)
    for command in _commands(state):
        kept = copy.deepcopy(vars(command))
        first = command.check(state)
        assert command.check(state) == first, type(command).__name__
        assert vars(command) == kept, type(command).__name__
        assert dumps_game(state) == before, type(command).__name__
