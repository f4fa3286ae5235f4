"""Unsaved work is never lost silently: a new game from the wizard counts as unsaved (title
asterisk, autosaved at once, Quit asks), and an autosave that cannot be written is shown."""

from __future__ import annotations

import shutil
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from app.game.autosave import AutosaveSession
from app.game.saves import load_game
from app.paths import demo_game_path
from app.ui.controller import GameController
from app.ui.main_window import MainWindow

SB = QMessageBox.StandardButton


@pytest.fixture
def win(qtbot, tmp_path, monkeypatch):
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda parent, title, text, *a, **k: asked.append(text) or SB.Cancel)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(GameController(), settings=settings,
                        autosave=AutosaveSession(tmp_path / "autosave"), confirm_unsaved=True)
    window.asked = asked
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.files.confirm_unsaved = False
    window.close()


def test_a_new_game_from_the_wizard_is_unsaved_and_autosaved_at_once(win):
    game = load_game(demo_game_path())
    game.name = "Tuesday brawl"
    win.start_new_game(SimpleNamespace(game=game))
    assert win.controller.state is game and win.controller.path is None
    assert win.isWindowModified()  # the title shows '*'
    session = win.files.autosave
    assert load_game(session.game_path).name == "Tuesday brawl"
    win.close()  # Quit asks before the new game is thrown away
    assert win.isVisible() and len(win.asked) == 1 and "Tuesday brawl" in win.asked[0]


def test_a_failing_autosave_is_shown_until_an_autosave_works_again(win, tmp_path):
    win.start_new_game(SimpleNamespace(game=load_game(demo_game_path())))
    folder = tmp_path / "autosave"
    shutil.rmtree(folder)
    folder.write_text("not a folder", encoding="utf-8")  # the autosave cannot be written
    model = win.controller.state.models[0]
    win.controller.move_model(model.id, model.x_in + 1, model.y_in)
    assert win.controller.state.model(model.id).x_in == model.x_in  # the game goes on
    assert win.statusBar().currentMessage().startswith("Autosave failed: ")
    mark = win.files.autosave_warning
    assert mark is not None and mark.isVisible() and "Autosave failed" in mark.text()
    folder.unlink()
    win.controller.move_model(model.id, model.x_in + 1, model.y_in)
    assert not mark.isVisible()


def test_two_crashed_autosaves_are_offered_one_after_the_other(qtbot, tmp_path, monkeypatch):
    from app.game.autosave import find_recoveries

    folder = tmp_path / "autosave"
    names = []
    for name in ("Monday game", "Friday game"):
        crashed = AutosaveSession(folder)
        game = load_game(demo_game_path())
        game.name = name
        crashed.write(game, None)
        names.append(name)
    window = MainWindow(GameController(), autosave=AutosaveSession(folder))
    qtbot.addWidget(window)
    found = find_recoveries(folder, own=window.files.autosave)
    assert len(found) == 2
    titles, answers = [], iter([SB.Discard, SB.Yes])

    def answer(box):
        titles.append(box.windowTitle())
        return next(answers)

    monkeypatch.setattr(QMessageBox, "exec", answer)
    assert window.files.offer_recovery(found)
    assert titles == ["Recover unsaved game? (1 of 2)", "Recover unsaved game? (2 of 2)"]
    assert window.controller.state.name == found[1].name
    assert find_recoveries(folder, own=window.files.autosave) == []


def test_a_missing_recent_file_is_reported_before_asking_about_unsaved_changes(
        win, tmp_path, monkeypatch):
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *a, **k: warnings.append(text) or SB.Ok)
    win.start_new_game(SimpleNamespace(game=load_game(demo_game_path())))  # unsaved work
    assert not win.files.open_game(tmp_path / "moved away.json")
    assert win.asked == []  # no Save/Discard question for a file that is not there
    assert len(warnings) == 1 and "moved away.json" in warnings[0]
