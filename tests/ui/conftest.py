"""GUI test fixtures: the main window on the demo game."""

import json

import pytest

from app.game.saves import load_game
from app.paths import demo_game_path
from app.ui.controller import GameController
from app.ui.main_window import MainWindow


@pytest.fixture
def demo_doc():
    return json.loads(demo_game_path().read_text(encoding="utf-8"))


@pytest.fixture
def window(qtbot):
    controller = GameController()
    win = MainWindow(controller)
    qtbot.addWidget(win)
    controller.set_game(load_game(demo_game_path()))
    win.resize(1600, 1000)
    win.show()
    qtbot.waitExposed(win)
    return win
