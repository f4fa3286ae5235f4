"""A club's terrain evening (issue 19, T1-T5), only through what a player touches: File ▸
New game, the Terrain tab beside the set-up, pieces dragged from the palette, turned and
resized, the table saved as a layout from File ▸ Terrain layout, a second new game with the
layout opened into it from the menu (one undoable step), a layout refused once the game is
under way, Sight toggled with V on a deployed model, and the board exported with its terrain.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from test_club_night import SIZES, roster_file


def _rosters(tmp_path):
    return [roster_file(tmp_path, "mordheim", "Clan Eshin", [
                ("Assassin Adept", 25, "", 1, 60), ("Night Runner", 25, "runners", 2, 20)]),
            roster_file(tmp_path, "mordheim", "Reiklanders", [
                ("Captain", 25, "", 1, 60), ("Swordsman", 25, "", 2, 35)]),
            roster_file(tmp_path, "mordheim", "Witch Hunters", [
                ("Witch Hunter", 25, "", 2, 25), ("Warhound", 40, "hounds", 1, 15)])]


def _new_game(player, rosters):
    wizard = player.new_game("mordheim", "treasure-hunt", [
        {"name": "Ann", "roster": rosters[0], "rating": 140},
        {"name": "Bob", "roster": rosters[1], "rating": 130},
        {"name": "Cy", "roster": rosters[2], "rating": 95}])
    assert not wizard.isVisible(), wizard.players_page.problem.text()
    return player.window.controller.state


@pytest.mark.parametrize("size", SIZES)
def test_a_table_laid_out_saved_and_opened_into_the_next_game(club_pc, qtbot,
                                                              monkeypatch, tmp_path, size):
    player = club_pc(size, as_app=True)
    rosters = _rosters(tmp_path)
    state = _new_game(player, rosters)
    win = player.window
    assert win.setup_dock.isVisible() and win.terrain_dock.isVisible()
    player.show_tab("Terrain")  # the palette's tab beside the set-up
    scenario_pieces = len(state.terrain)

    assert player.drag_from_palette("Ruin 6 x 8", (36, 12))
    assert player.drag_from_palette("Wall 12 in", (20, 36))
    assert player.drag_from_palette("Woods 8 x 6", (56, 34))
    assert len(state.terrain) == scenario_pieces + 3
    wall = state.terrain[-2]
    assert wall.kind == "wall"
    player.click_board(*player.piece_at(wall.id))
    player.key(Qt.Key.Key_R)
    player.key(Qt.Key.Key_R)
    assert state.piece(wall.id).facing_deg == pytest.approx(30)
    ruin = state.terrain[-3]
    player.click_board(*player.piece_at(ruin.id))
    right_side = (ruin.x_in + ruin.width_in / 2, ruin.y_in)
    player.drag(right_side, (right_side[0] + 2, right_side[1]))
    assert state.piece(ruin.id).width_in == pytest.approx(8, abs=0.15)

    layout = tmp_path / "club.layout.json"
    with player.choosing_file(layout):
        player.menu("File", "Terrain layout", "Save layout")
    doc = json.loads(layout.read_text(encoding="utf-8"))
    assert doc["format"] == "table-marshal-layout"
    names = [p["name"] for p in doc["terrain"]]
    assert {"Ruin 6 x 8", "Wall 12 in", "Woods 8 x 6"} <= set(names)

    # the next game: a fresh set-up, its table laid out from the file in one step
    with player.answering("Discard"):
        state = _new_game(player, rosters)
    assert not any(p.name == "Wall 12 in" for p in state.terrain)
    with player.choosing_file(layout):
        player.menu("File", "Terrain layout", "Open layout")
    state = win.controller.state
    walls = [p for p in state.terrain if p.name == "Wall 12 in"]
    assert len(walls) == 1 and walls[0].facing_deg == pytest.approx(30)
    assert any(p.name == "Ruin 6 x 8" and p.width_in == pytest.approx(8, abs=0.15)
               for p in state.terrain)
    assert set(win.scene.terrain_items) == {p.id for p in state.terrain}
    assert "layout" in win.undo_action.text()
    player.undo()
    assert not any(p.name == "Wall 12 in" for p in win.controller.state.terrain)
    player.redo()
    assert any(p.name == "Wall 12 in" for p in win.controller.state.terrain)

    # the board on paper shows the terrain and its legend
    board = tmp_path / "board.png"
    with player.choosing_file(board, "PNG (*.png)"):
        player.menu("File", "Export board")
    assert board.stat().st_size > 10_000


def test_a_layout_opens_only_into_a_game_being_set_up(club_pc, qtbot, monkeypatch,
                                                      tmp_path):
    from app.game.layouts import save_layout
    from app.rules.table import Table
    from app.rules.terrain import TerrainPiece

    layout = tmp_path / "club.layout.json"
    save_layout(layout, [TerrainPiece("t1", "Chapel", "ruin", 4, "rect", 30, 20, 8, 6, 15)],
                Table(72, 48))
    player = club_pc(as_app=True)
    player.window.open_demo()  # the card skirmish, turn 1 dealt: under way
    with player.answering("OK") as said:
        player.menu("File", "Terrain layout", "Open layout")
    assert "being set up" in said[0]
    assert not any(p.name == "Chapel" for p in player.window.controller.state.terrain)


def test_sight_with_v_on_a_deployed_model(club_pc, qtbot, monkeypatch, tmp_path):
    player = club_pc(as_app=True)
    player.window.open_demo()  # the card skirmish: models on the table, enemies about
    win = player.window
    mid = win.controller.state.models[0].id
    player.click_model(mid)
    player.key(Qt.Key.Key_V)
    said = win.statusBar().currentMessage()
    assert said.startswith("Sight:") and "final word" in said
    assert win.scene.sight.report is not None and win.scene.sight.report.model == mid
    player.key(Qt.Key.Key_V)
    assert win.statusBar().currentMessage() == "Sight off"
    assert not win.scene.sight.item.isVisible()


def test_a_layout_from_a_table_of_another_size_says_it_was_spread(club_pc, qtbot,
                                                                  monkeypatch, tmp_path):
    """T5: a 48 x 48 in club table's layout opened into a 72 x 48 in game: the pieces' places
    are spread to the game's table, their sizes kept, and the status bar and the event log
    say so (the newcomer trial found it silent)."""
    from app.game.layouts import save_layout
    from app.rules.table import Table
    from app.rules.terrain import TerrainPiece

    layout = tmp_path / "small.layout.json"
    save_layout(layout, [TerrainPiece("t1", "Chapel", "ruin", 4, "rect", 24, 20, 8, 6, 15)],
                Table(48, 48))
    player = club_pc(as_app=True)
    state = _new_game(player, _rosters(tmp_path))
    with player.choosing_file(layout):
        player.menu("File", "Terrain layout", "Open layout")
    chapel = next(p for p in player.window.controller.state.terrain if p.name == "Chapel")
    assert chapel.x_in == pytest.approx(36) and chapel.width_in == pytest.approx(8)
    said = player.window.statusBar().currentMessage()
    assert "48 x 48 in table" in said and "72 x 48 in one" in said and "sizes kept" in said
    assert "sizes kept" in player.window.controller.state.log[-1].text
    assert state is not None
