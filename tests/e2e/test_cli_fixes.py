"""Command-line rough edges a club admin met with the packaged executable: an unreadable game
from a desktop launcher, an X display that does not answer, screenshot paths, ``--help``."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]


def _app(*args, env=None, timeout=120):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **(env or {}))
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)


def test_help_names_the_check_command_and_self_test():
    result = _app("--help")
    assert result.returncode == 0
    assert "check GAME.json" in result.stdout and "--self-test" in result.stdout
    assert "--screenshot" in result.stdout


def test_unreachable_x_display_is_named_instead_of_qt_abort_text():
    import pytest

    from app.desktop_libs import XCB_LIBRARIES, missing_libraries

    if missing_libraries(XCB_LIBRARIES):  # then those are named first (tested in test_cli)
        pytest.skip("this machine lacks some of Qt's xcb libraries")
    env = dict(os.environ, DISPLAY=":77")
    env.pop("QT_QPA_PLATFORM", None)
    env.pop("WAYLAND_DISPLAY", None)
    result = subprocess.run([sys.executable, "-m", "app"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 3, result.stderr
    assert "Cannot open the display :77" in result.stderr and "--screenshot" in result.stderr
    assert "libxcb-cursor0" not in result.stderr and "Aborted" not in result.stderr


def test_unreadable_game_prints_one_line_on_stderr(tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text("{ not json")
    result = _app(str(bad))
    assert result.returncode == 2
    assert "broken.json" in result.stderr and "Traceback" not in result.stderr


def test_unreadable_game_is_shown_in_an_error_box_when_a_display_is_there(tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from app.ui import application

    bad = tmp_path / "broken.json"
    bad.write_text("{ not json")
    shown = []
    monkeypatch.setattr(application, "_can_show_error_box", lambda: True)
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text, *a: shown.append(text))
    assert application.run(game=str(bad)) == 2
    assert len(shown) == 1 and "broken.json" in shown[0]
    shown.clear()
    assert application.run(game=str(bad), screenshot=str(tmp_path / "x.png")) == 2
    assert shown == []  # a screenshot run never opens a box


def test_no_error_box_on_the_offscreen_platform(monkeypatch):
    from app.ui import application

    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert not application._can_show_error_box()


@pytest.fixture(scope="module")
def jpg_run(tmp_path_factory):
    folder = tmp_path_factory.mktemp("shots")
    return folder, _app("--screenshot", str(folder / "board.jpg"), "--size", "400x300")


def test_screenshot_jpg_is_a_jpeg_file(jpg_run):
    folder, result = jpg_run
    assert result.returncode == 0, result.stderr
    assert (folder / "board.jpg").read_bytes()[:3] == b"\xff\xd8\xff"


def test_screenshot_with_an_unknown_suffix_is_refused(tmp_path):
    result = _app("--screenshot", str(tmp_path / "board.gif"), "--size", "400x300")
    assert result.returncode == 1
    assert "board.gif" in result.stderr and ".png" in result.stderr
    assert not (tmp_path / "board.gif").exists()


def test_screenshot_under_a_file_says_which_path_instead_of_a_traceback(tmp_path):
    blocker = tmp_path / "afile"
    blocker.write_text("x")
    target = blocker / "sub" / "board.png"
    result = _app("--screenshot", str(target), "--size", "400x300")
    assert result.returncode == 1
    assert str(target) in result.stderr and "Traceback" not in result.stderr


def test_screenshot_to_a_folder_says_it_is_a_folder(tmp_path):
    folder = tmp_path / "shots.png"
    folder.mkdir()
    result = _app("--screenshot", str(folder))
    assert result.returncode == 1
    assert "it is a folder" in result.stderr and "Traceback" not in result.stderr
    assert list(folder.iterdir()) == []


def test_screenshot_smaller_than_the_window_allows_says_what_size_it_took(tmp_path):
    out = tmp_path / "small.png"
    result = _app("--screenshot", str(out), "--size", "300x200")
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert image.width() > 300  # the turn panel alone needs more room than that
    assert "cannot be 300x200" in result.stderr
    assert f"the screenshot is {image.width()}x{image.height()}" in result.stderr


def test_screenshot_with_an_unreachable_display_still_renders_offscreen(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env["DISPLAY"] = ":77"
    out = tmp_path / "board.png"
    result = subprocess.run([sys.executable, "-m", "app", "--screenshot", str(out), "--size", "400x300"],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_headless_runs_hide_only_the_offscreen_size_hints_warning():
    code = (
        "import os; os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
        "from app.ui.qt_messages import quiet_offscreen_noise\n"
        "quiet_offscreen_noise()\n"
        "from PySide6.QtCore import qWarning\n"
        "from PySide6.QtWidgets import QApplication, QWidget\n"
        "app = QApplication([])\n"
        "w = QWidget(); w.show(); app.processEvents()\n"
        "qWarning('table-marshal other warning')\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert "propagateSizeHints" not in result.stderr
    assert "table-marshal other warning" in result.stderr


def test_screenshot_run_prints_no_size_hints_warning(jpg_run):
    _, result = jpg_run
    assert "propagateSizeHints" not in result.stderr


def test_screenshot_renders_offscreen_even_when_x11_is_asked_for_and_unreachable(tmp_path):
    """--screenshot renders offscreen (its --help says so): a chosen xcb platform with a dead
    display must not end in "cannot open the display … use --screenshot"."""
    env = {k: v for k, v in os.environ.items() if k != "WAYLAND_DISPLAY"}
    env.update(QT_QPA_PLATFORM="xcb", DISPLAY=":77")
    out = tmp_path / "board.png"
    result = subprocess.run([sys.executable, "-m", "app", "--screenshot", str(out), "--size", "400x300"],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("args, says", [
    (("--screenshot", ""), "--screenshot needs an image file name"),
    (("--size", "400x300"), "--size applies only to --screenshot"),
    (("--self-test", "game.json"), "--self-test checks the bundled files"),
    (("--self-test", "--screenshot", "x.png"), "--self-test checks the bundled files"),
])
def test_options_that_would_be_ignored_are_refused_with_a_usage_line(args, says):
    result = _app(*args, timeout=60)
    assert result.returncode == 2
    assert says in result.stderr and "Traceback" not in result.stderr
