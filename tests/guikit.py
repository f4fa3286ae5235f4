"""GUI test fixtures, imported by the ui and e2e conftests: the main window on the Mordheim
demo, on the Trench Crusade card-game demo, and on a Mordheim game before set-up."""

import json

import pytest

from app.game.saves import load_game
from app.paths import card_demo_game_path, demo_game_path
from app.ui.controller import GameController
from app.ui.main_window import MainWindow


@pytest.fixture
def demo_doc():
    return json.loads(demo_game_path().read_text(encoding="utf-8"))


def open_window(qtbot, state, size=(1600, 1000)):
    """The main window on ``state``, shown at ``size`` and active (shortcuts such as M, R,
    Esc, Delete and Ctrl+Z go to the active window)."""
    from PySide6.QtWidgets import QApplication

    controller = GameController()
    win = MainWindow(controller)
    qtbot.addWidget(win)
    controller.set_game(state)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=2000)
    return win


_open = open_window


@pytest.fixture
def window(qtbot):
    """The Mordheim demo (segments chosen, order of play not yet rolled)."""
    return _open(qtbot, load_game(demo_game_path()))


@pytest.fixture
def card_window(qtbot):
    """The three-player Trench Crusade demo (All-Out War refunds), before turn 1."""
    return _open(qtbot, load_game(card_demo_game_path()))


@pytest.fixture
def dealt_window(card_window, qtbot):
    """The card-game demo with turn 1's Initiative cards dealt through the panel."""
    from PySide6.QtCore import Qt

    qtbot.mouseClick(card_window.panel.new_turn_button, Qt.MouseButton.LeftButton)
    return card_window


@pytest.fixture
def setup_window(qtbot):
    """The Mordheim demo before any segment is chosen (M3-M5 from the start)."""
    state = load_game(demo_game_path())
    for player in state.players:
        player.segment = None
        player.edge = None
    return _open(qtbot, state)


@pytest.fixture
def skirmish_doc():
    from app.paths import default_game_path

    return json.loads(default_game_path().read_text(encoding="utf-8"))


@pytest.fixture
def skirmish_window(qtbot):
    """What `make run` opens: the card-driven three-warband demo with turn 1 dealt (file's
    seed kept, so the test is repeatable)."""
    from app.game.demo import ready_demo
    from app.paths import default_game_path

    return _open(qtbot, ready_demo(load_game(default_game_path()), reshuffle=False))


@pytest.fixture
def club_pc(qtbot, monkeypatch, tmp_path):
    """``club_pc(size=(1366, 768), as_app=False)``: an empty main window at a club machine's
    size (a laptop's 1366x768; a club PC's 1920x1080), shown, and a :class:`playkit.Player`
    at it (``player.window``). ``as_app=True`` builds the window as `python -m app` does:
    its settings (``tmp_path/settings.ini``, so a second window of the test opens as the
    first was closed), an autosave slot (``tmp_path/autosave``) and Save / Discard / Cancel
    when a game with unsaved changes is closed (answered by the test; not asked once the
    test is over)."""
    from PySide6.QtCore import QSettings

    from app.game.autosave import AutosaveSession
    from playkit import Player

    def make(size=(1366, 768), as_app=False):
        if as_app:
            settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
            win = MainWindow(GameController(), settings=settings,
                             autosave=AutosaveSession(tmp_path / "autosave"),
                             confirm_unsaved=True)
            qtbot.addWidget(
                win, before_close_func=lambda w: setattr(w.files, "confirm_unsaved", False))
        else:
            win = MainWindow(GameController())
            qtbot.addWidget(win)
        win.resize(*size)
        win.show()
        qtbot.waitExposed(win)
        return Player(qtbot, win, monkeypatch)

    return make
