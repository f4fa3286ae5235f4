"""Findings of the eleventh newcomer trial, each played as the trial found it: through the
menus, the board, the keys and the command line."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from app import check, plan_cli
from app.paths import card_demo_game_path, demo_game_path


def _with_scenario(source, scenario: str, path):  # noqa: ANN001, ANN202
    doc = json.loads(source.read_text(encoding="utf-8"))
    doc["scenario"] = scenario
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_a_game_naming_the_other_systems_scenario_is_refused_naming_both(club_pc, tmp_path,
                                                                        capsys):
    """Trial 11: a Mordheim save edited to name Brothers-in-Arms (a Trench Crusade
    scenario) opened without a word and ended on that scenario's last turn. File > Open
    game refuses it in one line naming the file and the field; the game on screen stays;
    ``check`` says the same (exit 2)."""
    path = _with_scenario(demo_game_path(), "brothers-in-arms", tmp_path / "mixed.json")
    player = club_pc((1366, 768))
    before = player.window.controller.state
    with player.choosing_file(path), player.answering("OK") as asked:
        player.menu("File", "Open game")
    said, = asked
    assert str(path) in said and "scenario" in said
    assert "'brothers-in-arms' is a Trench Crusade scenario; this game is Mordheim" in said
    assert player.window.controller.state is before
    assert check.main([str(path)]) == 2
    assert "is a Trench Crusade scenario; this game is Mordheim" in capsys.readouterr().err


def test_plan_warns_of_a_scenario_this_app_lacks(tmp_path, capsys):
    """Trial 11: ``check`` warned of an unknown scenario, ``plan`` said nothing."""
    path = _with_scenario(card_demo_game_path(), "no-such-scenario", tmp_path / "lost.json")
    state_players = json.loads(path.read_text(encoding="utf-8"))["players"]
    assert plan_cli.main([str(path), state_players[0]["id"]]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["player"] == state_players[0]["id"]
    assert "warning" in captured.err and "'no-such-scenario' is not a scenario" in captured.err


def test_a_refused_enter_goes_with_the_selection(club_pc):
    """C7, trial 11: a model whose warband is not due, clicked, then Enter: "It is …'s
    activation, not …'s" stayed after a click on the open table, with nothing selected."""
    player = club_pc((1366, 768), as_app=True)
    win = player.window
    player.menu("File", "Open demo", "Card skirmish (Trench Crusade)")
    state = win.controller.state
    due = win.controller.whose_activation
    other = next(m for m in state.models if m.on_table and m.player != due)
    player.click_model(other.id)
    player.key(Qt.Key.Key_Return)
    player.wait(lambda: "activation, not" in win.statusBar().currentMessage())
    player.click_board(36.0, 30.0)
    player.wait(lambda: not win.scene.selectedItems())
    assert "activation, not" not in win.statusBar().currentMessage()
