"""File menu: save, save as, recent files, title and asterisk, the unsaved-changes question,
autosave after every command and recovery after a crash. Every dialog is driven."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QMessageBox

from app.game.autosave import AutosaveSession, find_recoveries
from app.game.saves import dumps_game, load_game, save_game
from app.paths import demo_game_path
from app.ui.actions import ActionId
from app.ui.controller import GameController
from app.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
SB = QMessageBox.StandardButton


class Dialogs:
    """Records and answers the static dialogs."""

    def __init__(self, monkeypatch):
        self.asked: list[tuple[str, str]] = []
        self.warnings: list[str] = []
        self.infos: list[str] = []
        self.answer = SB.Cancel
        self.save_path = ""
        monkeypatch.setattr(QMessageBox, "question", self._question)
        monkeypatch.setattr(QMessageBox, "warning", self._warning)
        monkeypatch.setattr(QMessageBox, "information", self._info)
        monkeypatch.setattr(QFileDialog, "getSaveFileName", self._save_name)

    def _question(self, parent, title, text, *args, **kwargs):
        self.asked.append((title, text))
        return self.answer

    def _warning(self, parent, title, text, *args, **kwargs):
        self.warnings.append(text)
        return SB.Ok

    def _info(self, parent, title, text, *args, **kwargs):
        self.infos.append(text)
        return SB.Ok

    def _save_name(self, parent, caption, start="", *args, **kwargs):
        self.suggested = start
        return self.save_path, ""


@pytest.fixture
def dialogs(monkeypatch):
    return Dialogs(monkeypatch)


def _make_window(qtbot, tmp_path, name="win"):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    controller = GameController()
    session = AutosaveSession(tmp_path / "autosave")
    win = MainWindow(controller, settings=settings, autosave=session, confirm_unsaved=True)
    qtbot.addWidget(win)
    return win


@pytest.fixture
def app_window(qtbot, tmp_path, dialogs):
    """A window set up as the app does (settings, autosave, asking before losing changes),
    on a saved copy of the demo game."""
    path = tmp_path / "club night.json"
    save_game(load_game(demo_game_path()), path)
    win = _make_window(qtbot, tmp_path)
    assert win.open_game(path)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.files.confirm_unsaved = False  # close it without asking, whatever the test left
    win.close()
    assert not win.isVisible()


def _move_first_model(win, dx=1.5):
    model = win.controller.state.models[0]
    win.controller.move_model(model.id, model.x_in + dx, model.y_in, agreed=True)
    return model


def test_title_shows_file_name_and_an_asterisk_while_unsaved(app_window):
    win = app_window
    assert win.windowTitle().startswith("club night.json") and not win.isWindowModified()
    _move_first_model(win)
    assert win.isWindowModified() and "[*]" in win.windowTitle()
    win.undo_action.trigger()
    assert not win.isWindowModified()


def test_ctrl_s_saves_to_the_file_and_clears_the_asterisk(app_window, tmp_path):
    win = app_window
    model = _move_first_model(win, 2.25)
    assert ActionId.SAVE.shortcuts[0].toString() == "Ctrl+S"
    win.actions_by_id[ActionId.SAVE].trigger()
    assert not win.isWindowModified()
    saved = load_game(tmp_path / "club night.json")
    assert saved.model(model.id).x_in == model.x_in
    assert dumps_game(saved) == dumps_game(win.controller.state)


def test_save_as_adds_json_remembers_the_file_and_recent_survives_a_restart(app_window, tmp_path, dialogs, qtbot):
    win = app_window
    _move_first_model(win)
    dialogs.save_path = str(tmp_path / "copy")
    win.actions_by_id[ActionId.SAVE_AS].trigger()
    target = tmp_path / "copy.json"
    assert target.exists() and win.controller.path == target
    assert win.windowTitle().startswith("copy.json") and not win.isWindowModified()
    assert win.files.recent_files[:2] == [str(target.resolve()), str((tmp_path / "club night.json").resolve())]
    # a new start with the same settings lists both under File > Open recent
    again = MainWindow(GameController(), settings=QSettings(str(tmp_path / "settings.ini"),
                                                            QSettings.Format.IniFormat))
    qtbot.addWidget(again)
    texts = [a.text() for a in again.files.recent_menu.actions() if a.data()]
    assert texts[0].startswith("&1 copy.json") and texts[1].startswith("&2 club night.json")
    # opening from the recent menu opens that game
    recent = [a for a in again.files.recent_menu.actions() if a.data()][0]
    recent.trigger()
    assert again.controller.path == target.resolve()
    assert again.windowTitle().startswith("copy.json")


def test_failed_save_says_why_and_leaves_the_file_and_the_asterisk(app_window, tmp_path, dialogs):
    win = app_window
    path = tmp_path / "club night.json"
    before = path.read_bytes()
    _move_first_model(win)  # unsaved changes, then a position that cannot be written
    win.controller.state.models[3].x_in = float("nan")
    win.actions_by_id[ActionId.SAVE].trigger()
    assert len(dialogs.warnings) == 1
    assert "models[3].x_in" in dialogs.warnings[0] and "nothing was written" in dialogs.warnings[0]
    assert path.read_bytes() == before
    assert win.isWindowModified()


def test_closing_with_unsaved_changes_asks_save_discard_cancel(app_window, dialogs, tmp_path):
    win = app_window
    model = _move_first_model(win)
    dialogs.answer = SB.Cancel
    win.close()
    assert win.isVisible() and len(dialogs.asked) == 1
    assert "club night.json" in dialogs.asked[0][1]
    dialogs.answer = SB.Save
    win.close()
    assert not win.isVisible()
    assert load_game(tmp_path / "club night.json").model(model.id).x_in == model.x_in
    assert os.listdir(tmp_path / "autosave") == []  # a clean exit leaves nothing to recover


def test_discard_closes_without_saving(app_window, dialogs, tmp_path):
    win = app_window
    before = (tmp_path / "club night.json").read_bytes()
    _move_first_model(win)
    dialogs.answer = SB.Discard
    win.close()
    assert not win.isVisible()
    assert (tmp_path / "club night.json").read_bytes() == before


def test_closing_a_saved_game_does_not_ask(app_window, dialogs):
    app_window.close()
    assert dialogs.asked == [] and not app_window.isVisible()


def test_opening_an_unreadable_file_keeps_the_game_and_the_file(app_window, tmp_path, dialogs):
    win = app_window
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "table-marshal/game", "version": 2, "players": [', encoding="utf-8")
    before = bad.read_bytes()
    state = win.controller.state
    assert not win.open_game(bad)
    assert win.controller.state is state and len(dialogs.warnings) == 1
    assert "broken.json" in dialogs.warnings[0] and "cut short" in dialogs.warnings[0]
    assert bad.read_bytes() == before


def test_opening_another_game_with_unsaved_changes_asks_first(app_window, dialogs):
    win = app_window
    _move_first_model(win)
    dialogs.answer = SB.Cancel
    assert not win.open_game(demo_game_path())
    assert len(dialogs.asked) == 1 and win.isWindowModified()


def test_autosave_after_every_command_and_cleared_when_saved(app_window):
    win = app_window
    session = win.files.autosave
    assert not session.game_path.exists()  # a freshly opened game has nothing unsaved
    model = _move_first_model(win, 3.0)
    assert load_game(session.game_path).model(model.id).x_in == model.x_in
    win.controller.next_activation()
    autosaved = load_game(session.game_path)
    assert autosaved.turn.activated == win.controller.state.turn.activated
    meta = json.loads(session.meta_path.read_text(encoding="utf-8"))
    assert meta["source"] == str(win.controller.path)
    win.actions_by_id[ActionId.SAVE].trigger()
    assert not session.game_path.exists()


CRASHING_SESSION = textwrap.dedent("""
    import os, signal, sys
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    sys.path.insert(0, {root!r})
    from PySide6.QtWidgets import QApplication
    from app.game.autosave import AutosaveSession
    from app.ui.controller import GameController
    from app.ui.main_window import MainWindow
    app = QApplication([])
    controller = GameController()
    window = MainWindow(controller, autosave=AutosaveSession({folder!r}), confirm_unsaved=True)
    window.open_game({game!r})
    model = controller.state.models[5]
    controller.move_model(model.id, 41.25, 22.5, agreed=True)
    other = controller.state.models[6]
    controller.move_model(other.id, 43.0, 22.5, agreed=True)
    controller.undo_stack.undo()
    controller.undo_stack.redo()
    os.kill(os.getpid(), signal.SIGKILL)
""")


def test_recovery_after_a_crash_restores_the_unsaved_game(qtbot, tmp_path, dialogs, monkeypatch):
    game = tmp_path / "tuesday.json"
    save_game(load_game(demo_game_path()), game)
    folder = tmp_path / "autosave"
    code = CRASHING_SESSION.format(root=str(ROOT), folder=str(folder), game=str(game))
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == -9, result.stderr[-800:]  # killed, no clean exit

    found = find_recoveries(folder)
    assert len(found) == 1 and found[0].source == game
    win = MainWindow(GameController(), autosave=AutosaveSession(folder), confirm_unsaved=True)
    qtbot.addWidget(win)
    try:
        _recover_and_check(win, found, game, folder, monkeypatch)
    finally:
        win.files.confirm_unsaved = False


def _recover_and_check(win, found, game, folder, monkeypatch):
    win.open_game(demo_game_path())
    asked = []

    def answer(box):
        asked.append(box.text())
        assert [b.text() for b in box.buttons()].count("Recover") == 1
        return SB.Yes

    monkeypatch.setattr(QMessageBox, "exec", answer)
    assert win.files.offer_recovery(found)
    assert "tuesday.json" in asked[0]
    state = win.controller.state
    model = state.models[5]
    assert (model.x_in, model.y_in) == (41.25, 22.5)
    assert (state.models[6].x_in, state.models[6].y_in) == (43.0, 22.5)  # redone before the crash
    assert win.controller.path == game and win.isWindowModified()
    assert win.windowTitle().startswith("tuesday.json")
    assert load_game(game).models[5].x_in != 41.25  # the player's own file is untouched
    # the crashed run's autosave is gone; this run now holds the work
    assert find_recoveries(folder, own=win.files.autosave) == []
    assert win.files.autosave.game_path.exists()
    # the undo history came back with the game: Undo takes back the crashed run's moves
    undo = win.undo_action
    assert undo.isEnabled() and state.models[6].name in undo.text()
    undo.trigger()
    assert (state.models[6].x_in, state.models[6].y_in) != (43.0, 22.5)
    undo.trigger()
    assert (model.x_in, model.y_in) != (41.25, 22.5)
    assert not undo.isEnabled()  # the file's own state: nothing older to undo
    win.redo_action.trigger()
    assert (model.x_in, model.y_in) == (41.25, 22.5)


@pytest.mark.parametrize("answer, kept", [(SB.Discard, False), (SB.Cancel, True)])
def test_recovery_can_be_discarded_or_left_for_later(qtbot, tmp_path, monkeypatch, answer, kept):
    folder = tmp_path / "autosave"
    crashed = AutosaveSession(folder)
    crashed.write(load_game(demo_game_path()), None)
    win = MainWindow(GameController(), autosave=AutosaveSession(folder))
    qtbot.addWidget(win)
    found = find_recoveries(folder, own=win.files.autosave)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: answer)
    assert not win.files.offer_recovery(found)
    assert crashed.game_path.exists() is kept


def test_a_recent_file_that_was_moved_away_is_reported_and_dropped(app_window, tmp_path, dialogs):
    win = app_window
    gone = tmp_path / "moved.json"
    save_game(load_game(demo_game_path()), gone)
    assert win.open_game(gone)
    gone.unlink()
    entry = [a for a in win.files.recent_menu.actions() if a.data() == str(gone.resolve())]
    assert entry
    entry[0].trigger()
    assert len(dialogs.warnings) == 1 and "moved.json" in dialogs.warnings[0]
    assert str(gone.resolve()) not in win.files.recent_files
    assert win.controller.path == gone  # the open game stays


def test_switching_between_the_two_demos_redraws_the_board_without_an_error(app_window, dialogs):
    """Card demo then Mordheim demo (Discard) then back: the board shows only the new game's
    models (pytest-qt fails the test on any exception raised in a slot)."""
    from app.ui.actions import ActionId

    dialogs.answer = SB.Discard
    scene = app_window.view.scene()
    for action_id in (ActionId.OPEN_CARD_DEMO, ActionId.OPEN_MORDHEIM_DEMO,
                      ActionId.OPEN_CARD_DEMO):
        _move_first_model(app_window)  # unsaved changes: the Discard question is asked
        app_window.actions_by_id[action_id].trigger()
        state = app_window.controller.state
        assert set(scene.model_items) == {m.id for m in state.models}
    assert state.system == "trench-crusade"
    assert len(dialogs.asked) == 3


def test_save_as_suggests_a_file_name_windows_accepts(app_window, dialogs):
    """A game named with a time ("15:40") is suggested as "15-40": Windows refuses ':'."""
    from pathlib import Path

    app_window.controller.state.name = 'Club night 2026-11-30 15:40 "Mordheim: Hunt?"'
    dialogs.save_path = ""  # the player cancels: only the suggestion matters
    assert not app_window.files.save_as()
    suggested = Path(dialogs.suggested).name
    assert suggested == "Club night 2026-11-30 15-40 - Mordheim - Hunt.json"
    assert not set(suggested) & set('<>:"/\\|?*')


def test_a_file_whose_undo_history_is_damaged_opens_without_it_and_says_so(app_window, tmp_path,
                                                                        dialogs):
    _move_first_model(app_window)
    path = tmp_path / "damaged.json"
    assert app_window.files.save_to(path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["history"]["index"] = 7  # one step saved: hand-edited to claim seven
    path.write_text(json.dumps(doc), encoding="utf-8")
    win = app_window
    assert win.open_game(path)
    assert "history.index" in dialogs.warnings[-1] and "Undo starts afresh" in dialogs.warnings[-1]
    assert win.controller.path == path and not win.undo_action.isEnabled()
    assert win.controller.state.models[0].x_in == load_game(path).models[0].x_in


def test_recovering_an_autosave_whose_undo_history_is_damaged_says_so(qtbot, tmp_path, dialogs,
                                                                     monkeypatch):
    folder = tmp_path / "autosave"
    crashed = AutosaveSession(folder)
    crashed.write(load_game(demo_game_path()), None)
    doc = json.loads(crashed.game_path.read_text(encoding="utf-8"))
    doc["history"] = {"index": 99, "steps": []}
    crashed.game_path.write_text(json.dumps(doc), encoding="utf-8")
    win = MainWindow(GameController(), autosave=AutosaveSession(folder))
    qtbot.addWidget(win)
    found = find_recoveries(folder, own=win.files.autosave)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: SB.Yes)
    assert win.files.offer_recovery(found)
    assert "history.index" in dialogs.warnings[-1] and "Undo starts afresh" in dialogs.warnings[-1]
    assert len(win.controller.state.models) == 36 and not win.undo_action.isEnabled()
