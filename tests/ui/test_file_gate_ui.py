"""Issue 20 through the player's path: File ▸ Open answered with a broken file says one line
naming the file and the field; opening a game that takes more than half a second shows a
progress dialog; an exception while opening (a broken opener) writes a crash report and
tells the player where it is."""

from __future__ import annotations

import json
import sys
import threading

import pytest
from PySide6 import QtWidgets

from app import crashlog
from app.game import saves
from app.paths import default_game_path
from app.ui.crash_ui import install_crash_handler
from playkit import menu_action


def _answer_open(monkeypatch, path) -> None:  # noqa: ANN001
    monkeypatch.setattr(QtWidgets.QFileDialog, "getOpenFileName",
                        lambda *a, **k: (str(path), ""))


@pytest.mark.parametrize("fault", ["key", "surrogate", "base"])
def test_file_open_of_a_broken_file_says_one_line_naming_the_file_and_field(
        window, monkeypatch, tmp_path, fault):
    doc = json.loads(default_game_path().read_text(encoding="utf-8"))
    if fault == "key":
        doc["models"][0]["base"]["a\nb"] = 1
        field = 'models[0].base."a\\nb"'
    elif fault == "surrogate":
        doc["log"].append({"turn": 0, "kind": "note", "text": "\ud800"})
        field = f"log[{len(doc['log']) - 1}].text"
    else:
        doc["models"][2]["base"] = {"shape": "oval", "length_mm": 1e-300, "width_mm": 30}
        field = "models[2].base.length_mm"
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(doc), encoding="utf-8")
    before = window.controller.state
    warnings: list[str] = []
    monkeypatch.setattr(QtWidgets.QMessageBox, "warning",
                        lambda parent, title, text, *a: warnings.append(text))
    _answer_open(monkeypatch, broken)
    menu_action(window, "File", "Open game").trigger()
    assert len(warnings) == 1
    assert len(warnings[0].splitlines()) == 1
    assert warnings[0].startswith(f"{broken}: {field}: ")
    assert window.controller.state is before  # the game on the table stays


def test_opening_a_slow_game_shows_a_progress_dialog(window, monkeypatch, tmp_path):
    """A game that takes longer than half a second to read (a 5,000-step evening) shows a
    progress dialog naming the file while the window keeps painting."""
    game = tmp_path / "long-evening.json"
    saves.save_game(saves.load_game(default_game_path()), game)
    reading = saves.load_saved_game
    dialog_up = threading.Event()

    def slow(path):  # noqa: ANN001 - read in the worker thread: done once the dialog shows
        assert dialog_up.wait(timeout=10), "no progress dialog while the game was read"
        return reading(path)

    monkeypatch.setattr(saves, "load_saved_game", slow)
    shown: list[str] = []
    original_show = QtWidgets.QProgressDialog.show

    def show(self) -> None:  # noqa: ANN001
        shown.append(self.labelText())
        original_show(self)
        dialog_up.set()

    monkeypatch.setattr(QtWidgets.QProgressDialog, "show", show)
    _answer_open(monkeypatch, game)
    menu_action(window, "File", "Open game").trigger()
    assert shown == ["Opening long-evening.json\u2026"]
    assert window.controller.path == game
    assert not [w for w in QtWidgets.QApplication.topLevelWidgets()
                if isinstance(w, QtWidgets.QProgressDialog) and w.isVisible()]


def test_a_quick_open_shows_no_progress_dialog(window, monkeypatch, tmp_path):
    game = tmp_path / "evening.json"
    saves.save_game(saves.load_game(default_game_path()), game)
    shown: list[str] = []
    monkeypatch.setattr(QtWidgets.QProgressDialog, "show", lambda self: shown.append("shown"))
    _answer_open(monkeypatch, game)
    menu_action(window, "File", "Open game").trigger()
    assert shown == [] and window.controller.path == game


@pytest.fixture
def crash_hook():
    previous = install_crash_handler()
    yield
    sys.excepthook = previous


@pytest.mark.qt_no_exception_capture
def test_a_broken_opener_writes_a_crash_report_and_the_dialog_says_where(
        window, monkeypatch, tmp_path, crash_hook):
    game = tmp_path / "evening.json"
    saves.save_game(saves.load_game(default_game_path()), game)

    def broken_opener(path):  # noqa: ANN001
        raise RuntimeError("the opener broke")

    monkeypatch.setattr(saves, "load_saved_game", broken_opener)
    told: list[str] = []
    monkeypatch.setattr(QtWidgets.QMessageBox, "critical",
                        lambda parent, title, text, *a: told.append(text))
    before = set(crashlog.log_folder().glob("crash-*.txt"))
    _answer_open(monkeypatch, game)
    menu_action(window, "File", "Open game").trigger()
    reports = sorted(set(crashlog.log_folder().glob("crash-*.txt")) - before)
    assert len(reports) == 1
    text = reports[0].read_text(encoding="utf-8")
    assert "RuntimeError: the opener broke" in text and "broken_opener" in text
    assert len(told) == 1 and str(reports[0]) in told[0] and "autosaved" in told[0]
    assert QtWidgets.QApplication.overrideCursor() is None  # the busy cursor is gone
