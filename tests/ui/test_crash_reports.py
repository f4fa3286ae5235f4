"""Issue 20: crash reports, the log file, stale temp files of killed saves and the busy
cursor, each through the player's path (menu actions found by their text and triggered,
file dialogs and message boxes answered by patching the static call)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6 import QtWidgets
from PySide6.QtGui import QDesktopServices

from app import __version__, crashlog
from app.game.saves import save_game
from app.paths import demo_game_path
from app.game.saves import load_game
from app.ui.crash_ui import install_crash_handler
from playkit import menu_action

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def crash_hook():
    """The app's exception hook, as application.run installs it; pytest's restored after."""
    previous = install_crash_handler()
    yield
    sys.excepthook = previous


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_menu_slot_writes_a_report_and_tells_the_player(
        window, monkeypatch, crash_hook):
    told: list[str] = []

    def broken_about(*args):  # noqa: ANN002 - Help > About's slot fails inside
        raise RuntimeError("the about box broke")

    from app.ui import about

    monkeypatch.setattr(about, "about_text", broken_about)
    monkeypatch.setattr(QtWidgets.QMessageBox, "exec",  # the crash box, as it is shown
                        lambda box: told.append(box.text()))
    crashlog.note("a line before the crash")
    before = set(crashlog.log_folder().glob("crash-*.txt"))
    menu_action(window, "Help", "About Table Marshal").trigger()
    reports = sorted(set(crashlog.log_folder().glob("crash-*.txt")) - before)
    assert len(reports) == 1
    text = reports[0].read_text(encoding="utf-8")
    assert f"Table Marshal {__version__}" in text
    assert "OS: " in text and "Qt 6." in text and "Python 3." in text
    assert "RuntimeError: the about box broke" in text and "broken_about" in text
    assert "a line before the crash" in text  # the last lines of the log
    assert len(told) == 1
    assert str(reports[0]) in told[0] and "autosaved" in told[0]


def test_help_open_log_folder_opens_the_log_folder(window, monkeypatch):
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    menu_action(window, "Help", "Open log folder").trigger()
    assert [Path(u.toLocalFile()) for u in opened] == [crashlog.log_folder()]
    assert crashlog.log_folder().is_dir()
    assert os.environ["XDG_STATE_HOME"] in str(crashlog.log_folder())  # tests never touch the real one


def _log_text() -> str:
    path = crashlog.log_file()
    return path.read_text(encoding="utf-8") if path and path.exists() else ""


def test_the_log_records_a_save_and_a_refused_file(window, monkeypatch, tmp_path):
    target = tmp_path / "evening.json"
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": 4, "models": [', encoding="utf-8")
    warnings: list[str] = []
    monkeypatch.setattr(QtWidgets.QMessageBox, "warning", lambda p, t, text, *a: warnings.append(text))
    monkeypatch.setattr(QtWidgets.QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    monkeypatch.setattr(QtWidgets.QFileDialog, "getOpenFileName", lambda *a, **k: (str(broken), ""))
    menu_action(window, "File", "Save as").trigger()
    assert target.exists()
    menu_action(window, "File", "Open game").trigger()
    assert len(warnings) == 1  # the player was told the file is refused
    log = _log_text()
    assert f"INFO saved {target}" in log
    refused = [ln for ln in log.splitlines() if "WARNING refused" in ln and str(broken) in ln]
    assert refused, log[-2000:]


def _file(path: Path, data: bytes, *, old: bool) -> Path:
    """A file at ``path``, last written an hour ago (``old``) or just now."""
    path.write_bytes(data)
    if old:
        then = time.time() - 3600
        os.utime(path, (then, then))
    return path


def test_a_stale_temp_file_beside_a_game_is_gone_after_opening_it(window, monkeypatch, tmp_path):
    game = tmp_path / "evening.json"
    save_game(load_game(demo_game_path()), game)
    stale = _file(tmp_path / ".evening.json.k3j_9xq2.tmp", b'{"half a', old=True)  # killed save
    other_stale = _file(tmp_path / ".other.json.ab12cd34.tmp", b"", old=True)  # another game's
    fresh = _file(tmp_path / ".evening.json.zz99zz99.tmp", b"", old=False)  # a save in progress
    not_ours = _file(tmp_path / "notes.tmp", b"mine", old=True)  # the player's own file
    monkeypatch.setattr(QtWidgets.QFileDialog, "getOpenFileName", lambda *a, **k: (str(game), ""))
    menu_action(window, "File", "Open game").trigger()
    assert window.controller.path == game
    assert not stale.exists() and not other_stale.exists()
    assert fresh.exists() and not_ours.exists()
    assert f"removed the stale temp file {stale}" in _log_text()


def test_the_busy_cursor_is_shown_while_a_game_opens(window, monkeypatch, tmp_path):
    game = tmp_path / "evening.json"
    save_game(load_game(demo_game_path()), game)
    calls: list[str] = []
    app = QtWidgets.QApplication
    monkeypatch.setattr(app, "setOverrideCursor", lambda cursor: calls.append(f"set {cursor.shape().name}"))
    monkeypatch.setattr(app, "restoreOverrideCursor", lambda: calls.append("restore"))
    opening = window.controller.open_game
    monkeypatch.setattr(window.controller, "open_game", lambda p, *a: calls.append("open") or opening(p, *a))
    monkeypatch.setattr(QtWidgets.QFileDialog, "getOpenFileName", lambda *a, **k: (str(game), ""))
    menu_action(window, "File", "Open game").trigger()
    assert calls == ["set WaitCursor", "open", "restore"]
    assert window.controller.path == game


def test_the_busy_cursor_is_restored_when_the_file_is_refused(window, monkeypatch, tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    calls: list[str] = []
    app = QtWidgets.QApplication
    monkeypatch.setattr(app, "setOverrideCursor", lambda cursor: calls.append("set"))
    monkeypatch.setattr(app, "restoreOverrideCursor", lambda: calls.append("restore"))
    monkeypatch.setattr(QtWidgets.QMessageBox, "warning", lambda *a: calls.append("warning"))
    monkeypatch.setattr(QtWidgets.QFileDialog, "getOpenFileName", lambda *a, **k: (str(broken), ""))
    menu_action(window, "File", "Open game").trigger()
    assert calls == ["set", "restore", "warning"]


HARD_CRASH = """
import faulthandler, sys
from app import crashlog
print(crashlog.enable_faulthandler(), flush=True)
faulthandler._sigsegv()
"""

CLEAN_EXIT = """
from app import crashlog
print(crashlog.enable_faulthandler(), flush=True)
crashlog.close_faulthandler()
"""


def _run(code: str, tmp_path: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"))
    env.pop("PYTHONFAULTHANDLER", None)
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


def test_a_hard_crash_leaves_faulthandlers_report_and_a_clean_exit_none(tmp_path):
    crashed = _run(HARD_CRASH, tmp_path)
    assert crashed.returncode != 0
    report = Path(crashed.stdout.strip())
    assert report.parent == tmp_path / "state" / "TableMarshal" / "log"
    text = report.read_text(encoding="utf-8")
    assert f"Table Marshal {__version__}" in text and "Python 3." in text
    assert "Fatal Python error" in text
    clean = _run(CLEAN_EXIT, tmp_path)
    assert clean.returncode == 0, clean.stderr
    assert not Path(clean.stdout.strip()).exists()


def test_a_stale_temp_file_is_gone_after_saving_in_its_folder(window, monkeypatch, tmp_path):
    stale = _file(tmp_path / ".monday.json.q1w2e3r4.tmp", b"{", old=True)  # an older game's
    target = tmp_path / "tuesday.json"
    monkeypatch.setattr(QtWidgets.QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    menu_action(window, "File", "Save as").trigger()
    assert target.exists() and not stale.exists()


def test_the_busy_cursor_is_shown_while_a_game_is_recovered(window, monkeypatch, tmp_path):
    from app.game.autosave import Recovery

    autosaved = tmp_path / "autosave-1-abc.json"
    save_game(load_game(demo_game_path()), autosaved)
    recovery = Recovery(autosaved, None, "2026-12-01T21:00:00+00:00", "Tuesday")
    calls: list[str] = []
    app = QtWidgets.QApplication
    monkeypatch.setattr(app, "setOverrideCursor", lambda cursor: calls.append("set"))
    monkeypatch.setattr(app, "restoreOverrideCursor", lambda: calls.append("restore"))
    recovering = window.controller.recover
    monkeypatch.setattr(window.controller, "recover",
                        lambda *a: calls.append("recover") or recovering(*a))
    monkeypatch.setattr(QtWidgets.QMessageBox, "exec",
                        lambda box: QtWidgets.QMessageBox.StandardButton.Yes)  # "Recover"
    assert window.files.offer_recovery([recovery])  # as the start-up offers it after a crash
    assert calls == ["set", "recover", "restore"]
    assert f"recovered the autosave {autosaved}" in _log_text()


def test_the_crash_box_closes_with_esc_or_its_close_button(qtbot, tmp_path):
    """The crash dialog has OK and Copy report; Esc or closing it answers OK (without an
    escape button Qt refuses to close it, and the packaged smoke test's box never went)."""
    from PySide6.QtCore import Qt

    from app.ui.crash_ui import crash_box

    report = tmp_path / "crash-1.txt"
    report.write_text("Table Marshal 0.1.0\n", encoding="utf-8")
    for close in (lambda box: box.close(),
                  lambda box: qtbot.keyClick(box, Qt.Key.Key_Escape)):
        box = crash_box(report)
        qtbot.addWidget(box)
        box.show()
        qtbot.waitExposed(box)
        close(box)
        qtbot.waitUntil(lambda: not box.isVisible())
