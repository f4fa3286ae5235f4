"""`python -m app --screenshot` renders the main window to a PNG without a display."""

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]


def test_screenshot_writes_a_non_blank_png_of_the_requested_size(tmp_path):
    out = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "app", "--screenshot", str(out), "--size", "1200x800"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1200, 800)
    colours = {image.pixel(x, y) for x in range(0, 1200, 7) for y in range(0, 800, 7)}
    assert len(colours) > 50  # a table, models, cards: not a blank window


def test_bad_game_file_is_reported_without_a_traceback(tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "table-marshal/game", "version": 1, "players": []}')
    result = subprocess.run(
        [sys.executable, "-m", "app", str(bad), "--screenshot", str(tmp_path / "x.png")],
        cwd=ROOT, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 2
    assert "broken.json" in result.stderr and "players" in result.stderr
    assert "Traceback" not in result.stderr
