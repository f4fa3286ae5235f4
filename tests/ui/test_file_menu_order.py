"""The File menu as a player meets it: the unsaved-changes question comes before the Open
dialog (not after a file was picked), the three demos sit together under File ▸ Open demo,
and the game on screen says which game system it is."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from app.game.saves import load_game, save_game
from app.paths import default_game_path, demo_game_path
from app.ui.controller import GameController
from app.ui.main_window import MainWindow

SB = QMessageBox.StandardButton


def menu(window, *path: str):
    """The menu reached by the menu texts ``path`` from the menu bar."""
    actions = window.menuBar().actions()
    found = None
    for title in path:
        found = next(a.menu() for a in actions if a.menu() is not None
                     and a.text().replace("&", "") == title)
        actions = found.actions()
    return found


def action(window, *path: str):
    """The action at menu texts ``path`` (the last one is the action's text)."""
    return next(a for a in menu(window, *path[:-1]).actions()
                if a.text().replace("&", "") == path[-1])


@pytest.fixture
def changed(qtbot):
    """The Mordheim demo with one model moved (unsaved), asking before dropping changes."""
    window = MainWindow(GameController(), confirm_unsaved=True)
    qtbot.addWidget(window)
    window.controller.set_game(load_game(demo_game_path()))
    window.show()
    model = window.controller.state.models[0]
    window.controller.move_model(model.id, model.x_in + 0.5, model.y_in)
    assert window.controller.modified
    yield window
    window.files.confirm_unsaved = False


@pytest.mark.parametrize("answer", [SB.Cancel, SB.Discard], ids=["cancel", "discard"])
def test_the_unsaved_question_comes_before_the_open_dialog(changed, monkeypatch, tmp_path,
                                                           answer):
    other = tmp_path / "other.json"
    game = load_game(default_game_path())
    game.name = "Other game"
    save_game(game, other)
    seen = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: seen.append("question") or answer)
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: seen.append("dialog") or (str(other), ""))
    action(changed, "File", "Open game…").trigger()
    if answer == SB.Cancel:  # the player keeps the game: no file dialog at all
        assert seen == ["question"]
        assert changed.controller.state.name != "Other game" and changed.controller.modified
    else:  # asked once, before choosing the file
        assert seen == ["question", "dialog"]
        assert changed.controller.state.name == "Other game"


def test_cancelling_the_open_dialog_keeps_the_game(changed, monkeypatch):
    seen = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: seen.append("question") or SB.Discard)
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *a, **k: seen.append("dialog") or ("", ""))
    name = changed.controller.state.name
    action(changed, "File", "Open game…").trigger()
    assert seen == ["question", "dialog"]
    assert changed.controller.state.name == name and changed.controller.modified


DEMOS = {
    "Card skirmish (Trench Crusade)": ("trench-crusade",
                                       "Card skirmish: Trench Pilgrims, Heretic Legion, Black Grail"),
    "Mordheim Treasure Hunt": ("mordheim", "Club night: Treasure Hunt"),
    "Trench Crusade All-Out War": ("trench-crusade", "Club night: All-Out War"),
}


def test_the_three_demos_sit_together_under_file_open_demo(window):
    demos = menu(window, "File", "Open demo")
    assert [a.text().replace("&", "") for a in demos.actions()] == list(DEMOS)
    game_menu = [a.text().replace("&", "") for a in menu(window, "Game").actions()]
    assert not any("demo" in text.lower() for text in game_menu)
    for text, (system, name) in DEMOS.items():
        action(window, "File", "Open demo", text).trigger()
        state = window.controller.state
        assert (state.system, state.name) == (system, name)
        assert window.controller.path is None  # a new game: Save asks where


@pytest.mark.parametrize("text,system", [("Card skirmish (Trench Crusade)", "Trench Crusade"),
                                         ("Mordheim Treasure Hunt", "Mordheim")])
def test_the_game_on_screen_says_its_game_system(window, text, system):
    """The default game (the card skirmish) and the Mordheim demo each name their system in
    the window title and at the top of the turn panel."""
    action(window, "File", "Open demo", text).trigger()
    name = window.controller.state.name
    assert window.windowTitle().startswith(f"{name} ({system})")
    assert window.panel.game_line.isVisible()
    assert window.panel.game_line.text() == f"{system} \u00b7 {name}"


def test_help_names_the_demo_menu(window, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "information",
                        lambda parent, title, text, *a: shown.append(text))
    action(window, "Help", "Table Marshal help").trigger()
    assert "File \u25b8 Open demo" in shown[0]
