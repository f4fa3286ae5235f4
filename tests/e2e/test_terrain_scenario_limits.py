"""Scenario limits that name terrain (T2), through what a player touches: a new game of
Alliance & Betrayal from File ▸ New game, a pool dragged from the Terrain palette near the
centre: the set-up dock warns (the players decide), and Edit ▸ Undo takes the warning away.
(The Looters' crates kept from impassable terrain: tests/game/test_terrain_files.py.)"""

from __future__ import annotations

from test_club_night import roster_file


def _players(tmp_path):
    rosters = [roster_file(tmp_path, "trench-crusade", name, [("Trooper", 32, "squad", 3, 20)])
               for name in ("Pilgrims", "Heretics", "Sultanate")]
    return [{"name": n, "roster": r} for n, r in zip(("Ann", "Bob", "Cy"), rosters)]


def test_alliance_and_betrayal_warns_of_a_pool_near_the_centre(club_pc, qtbot,
                                                               monkeypatch, tmp_path):
    player = club_pc(as_app=True)
    wizard = player.new_game("trench-crusade", "alliance-and-betrayal", _players(tmp_path))
    assert not wizard.isVisible()
    from app.ui.setup.setup_panel import SetupPanel

    win = player.window

    panel = win.findChild(SetupPanel)
    assert "impassable" not in panel.notes.text()
    player.show_tab("Terrain")
    assert player.drag_from_palette("Pool", (28, 24))  # its near edge 0 in from the centre
    player.show_tab(win.setup_dock.windowTitle())
    text = panel.notes.text()
    assert "\u26a0 Pool is impassable terrain" in text and "within 6 in" in text
    player.undo()
    assert "impassable" not in panel.notes.text()
