"""Cost of one drag step on the board (issue 7): a mouse move while a model is dragged over
the Mordheim demo (36 models, 3 objectives), offscreen, 1600x1000 window.

    QT_QPA_PLATFORM=offscreen python benchmarks/board_drag.py

Prints the median and 95th percentile of (a) handling the mouse move (judge.move preview,
halo, status text, measured lines) and (b) the same plus painting what the move made dirty (the view's smart updates), as a
user's screen would.
Goal: the whole step well under a 60 Hz frame (16 ms).
"""

from __future__ import annotations

import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPointF, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from app.game.saves import load_game  # noqa: E402
from app.paths import demo_game_path  # noqa: E402
from app.ui.controller import GameController  # noqa: E402
from app.ui.main_window import MainWindow  # noqa: E402


def main() -> None:
    app = QApplication(sys.argv[:1])
    controller = GameController()
    win = MainWindow(controller)
    controller.set_game(load_game(demo_game_path()))
    win.resize(1600, 1000)
    win.show()
    QTest.qWaitForWindowExposed(win)
    view = win.view
    vp = view.viewport()
    for repaint in (False, True):
        times = []
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         view.mapFromScene(QPointF(45, 44)))
        for k in range(300):
            t = k / 299
            p = view.mapFromScene(QPointF(45 - 38 * t, 44 - 12 * math.sin(4 * t)))
            t0 = time.perf_counter()
            QTest.mouseMove(vp, p)
            if repaint:
                app.processEvents()  # paints what the move made dirty, as on screen
            times.append(time.perf_counter() - t0)
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)
        controller.undo_stack.undo()
        times.sort()
        label = "move + paint" if repaint else "move (judge, halo, text, lines)"
        print(f"{label:34s} median {statistics.median(times) * 1000:6.2f} ms   "
              f"p95 {times[int(0.95 * len(times))] * 1000:6.2f} ms")
    app.processEvents()


if __name__ == "__main__":
    main()
