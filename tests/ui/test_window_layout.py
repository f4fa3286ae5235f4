"""The window comes back as the player left it: its size, place and docks (which are shown,
which tab is in front) are kept in the settings when it closes and restored at the next
start. Driven through the app's own start (app.ui.application.run), the event loop replaced
by what the player does, then the window closed as the player closes it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication

from app.ui import application
from app.ui.main_window import MainWindow


def _menu_action(window, menu_title: str, text: str):
    menu = next(a.menu() for a in window.menuBar().actions()
                if a.text().replace("&", "") == menu_title)
    return next(a for a in menu.actions() if a.text().replace("&", "") == text)


def _in_front(dock) -> bool:
    """The dock is shown and not behind another dock's tab (a tab behind still counts as
    visible to Qt, but nothing of it is on the screen)."""
    return dock.isVisible() and not dock.visibleRegion().isEmpty()


@pytest.fixture
def start_app(qapp, monkeypatch, tmp_path):
    """``start_app(play)`` runs the app the way ``python -m app`` does; instead of waiting
    for events, ``play(window)`` is called with the main window, then the window is closed.
    The settings are a throwaway file (tests/conftest.py moved the config folder)."""
    names = (QCoreApplication.applicationName(), QCoreApplication.organizationName())
    monkeypatch.setattr(application, "_after_first_paint", lambda window, callback: None)
    monkeypatch.setattr("app.game.autosave.find_recoveries", lambda *a, **k: [])
    QSettings("TableMarshal", "Table Marshal").clear()

    def start(play):
        def exec_():
            window = next(w for w in QApplication.topLevelWidgets()
                          if isinstance(w, MainWindow) and w.isVisible())
            play(window)
            assert window.close()
            return 0

        monkeypatch.setattr(QApplication, "exec", staticmethod(exec_))
        assert application.run() == 0

    yield start
    QSettings("TableMarshal", "Table Marshal").clear()
    QCoreApplication.setApplicationName(names[0])
    QCoreApplication.setOrganizationName(names[1])


def test_size_place_and_docks_are_restored_at_the_next_start(start_app):
    first = {}

    def arrange(window):
        first["size"] = window.size().toTuple()
        window.resize(700, 520)
        window.move(30, 20)
        _menu_action(window, "View", "Event log").trigger()  # the player hides the log
        window.tools_dock.raise_()  # and leaves the Dice and draws tab in front
        first["geometry"] = window.geometry().getRect()

    start_app(arrange)
    seen = {}

    def look(window):
        seen["geometry"] = window.geometry().getRect()
        seen["log"] = window.log_dock.isVisible()
        seen["tools"] = _in_front(window.tools_dock) and not _in_front(window.panel_dock)
        seen["setup"] = window.setup_dock.isVisible()

    start_app(look)
    assert first["size"] != (700, 520)  # the first start chose its own size
    x, y, width, height = seen.pop("geometry")
    assert (width, height) == (700, 520)
    # the place as near as the platform puts it back (window managers add their frames)
    assert abs(x - first["geometry"][0]) <= 5 and abs(y - first["geometry"][1]) <= 5
    assert seen == {"log": False, "tools": True, "setup": False}


def test_the_first_start_fits_the_screen_and_names_the_game_system(start_app):
    seen = {}

    def look(window):
        seen["size"] = window.size()
        seen["title"] = window.windowTitle()
        seen["line"] = window.panel.game_line.text()

    start_app(look)
    screen = QApplication.primaryScreen().availableGeometry()
    assert seen["size"].width() <= screen.width() and seen["size"].height() <= screen.height()
    # the default game is a Trench Crusade card game with Mordheim-style warbands: it says so
    assert "(Trench Crusade)" in seen["title"]
    assert seen["line"].startswith("Trench Crusade \u00b7 ")
