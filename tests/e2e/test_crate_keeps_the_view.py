"""Issue 16: a command says what it changed, so placing one counter redraws one counter.

The Looters (Trench Crusade): each player places supply crates from the set-up tray (within
12 in of the table centre, by the scenario's limits). Placing a crate and undoing it (Ctrl+Z)
used to be announced as "a new game", so the board was rebuilt, the view fitted the table
again (the zoom fell from 21.4 to 7.1 px/in) and the armed Measure tool disarmed with its
ruler gone. Played only through what a player touches (tests/playkit.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from app.game.autosave import AutosaveSession
from app.ui.controller import GameController
from app.ui.main_window import MainWindow
from playkit import Player, looters_game


@pytest.fixture
def player(qtbot, tmp_path, monkeypatch):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(GameController(), settings=settings,
                     autosave=AutosaveSession(tmp_path / "autosave"), confirm_unsaved=True)
    qtbot.addWidget(win, before_close_func=lambda w: setattr(w.files, "confirm_unsaved", False))
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    return Player(qtbot, win, monkeypatch)




def test_zoom_and_an_armed_ruler_survive_placing_a_crate_and_undoing_it(player, tmp_path):
    win = looters_game(player, tmp_path)
    state, view, scene = win.controller.state, win.view, win.scene
    assert win.setup_panel.tray_payloads()[0].startswith("counter:supply-crate:")
    replaced = []
    win.controller.gameReplaced.connect(lambda: replaced.append(True))
    for _ in range(3):
        player.menu("View", "Zoom in")
    zoom = view.px_per_in
    assert not view.fit_mode
    player.menu("Tools", "Measure")
    assert view.measuring
    player.drag((20, 20), (26, 20))  # a ruler, left on the board
    ruler = view.ruler
    assert ruler is not None and ruler.isVisible()
    table_item, models = scene.table_item, dict(scene.model_items)

    assert player.drag_from_tray("counter:supply-crate:", (24, 26))
    assert len(state.objectives) == 1
    crate = state.objectives[0].id
    assert list(scene.objective_items) == [crate]
    assert view.px_per_in == pytest.approx(zoom) and not view.fit_mode
    assert view.measuring and view.ruler is ruler and ruler.isVisible()
    assert scene.table_item is table_item and scene.model_items == models  # not rebuilt
    assert not replaced

    player.undo()
    assert state.objectives == [] and scene.objective_items == {}
    assert view.px_per_in == pytest.approx(zoom)
    assert view.measuring and view.ruler is ruler and ruler.isVisible()
    assert scene.table_item is table_item and not replaced

    player.redo()
    assert list(scene.objective_items) == [crate]
    assert view.px_per_in == pytest.approx(zoom) and view.measuring and not replaced
    # the measure tool still measures: a new drag moves the same ruler
    player.drag((10, 10), (10, 16))
    assert view.ruler is ruler and ruler.isVisible()
    assert ruler.line.p1().x() == pytest.approx(10, abs=0.1) and ruler.tag.text.endswith(" in")


def test_opening_a_game_still_draws_everything_again(player, tmp_path):
    """gameReplaced stays the signal of a game opened or started: File > New game fits the
    new table to the window and disarms the tools."""
    win = looters_game(player, tmp_path)
    player.menu("View", "Zoom in")
    player.menu("Tools", "Measure")
    replaced = []
    win.controller.gameReplaced.connect(lambda: replaced.append(True))
    with player.answering("Discard"):  # the set-up so far is not saved
        player.menu("File", "Open demo", "Mordheim")
    assert replaced == [True]
    assert win.view.fit_mode and not win.view.measuring
