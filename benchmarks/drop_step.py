"""The drop of a drag on the board (issue 31): how long the release of the mouse button takes,
from the release to the board drawn again: the move's command checking itself (G8 in play),
the step on the undo stack, the judge and the board brought up to date.

    QT_QPA_PLATFORM=offscreen python benchmarks/drop_step.py [--quick]

Uses :mod:`frame`'s games (six warbands on a 72 x 48 in table, in play, 25 mm round or
50x30 mm oval bases) in the app's 1920x1080 window. Each sample drags one model 2 in along
its row (a few mouse moves, not timed) and times the release: a drop on a free spot (made,
then undone) and a drop onto the next model's base (refused, G8). Prints median and p95 in
milliseconds. No figure here is asserted anywhere.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import frame  # noqa: E402  (puts the repository on sys.path, paints as the app does)
from PySide6.QtCore import QPointF, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def drop(board, model_id: str, to: QPointF) -> float:  # noqa: ANN001 - frame.AppBoard
    """Drag ``model_id`` to ``to`` (inches) and time the release, in ms."""
    view, vp = board.view, board.view.viewport()
    start = board.model_point(model_id)
    QTest.mousePress(vp, LEFT, NONE, view.mapFromScene(start))
    for k in range(1, 5):
        t = k / 4
        QTest.mouseMove(vp, view.mapFromScene(start + (to - start) * t))
        QApplication.processEvents()
    t0 = time.perf_counter()
    QTest.mouseRelease(vp, LEFT, NONE, view.mapFromScene(to))
    QApplication.processEvents()
    return (time.perf_counter() - t0) * 1000.0


def pct(times: list[float], q: float) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    from app.ui.application import paint_on_one_thread

    quick = "--quick" in sys.argv[1:]
    paint_on_one_thread()  # as python -m app paints
    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841
    print(frame.load())
    samples = 8 if quick else 25
    for n in (120, 1000):
        for oval in (False, True):
            state = frame.build_game(n, oval)
            board = frame.AppBoard(state)
            ids = [m.id for m in state.models]
            made, refused = [], []
            for k in range(samples):
                mid = ids[(k * 7) % (len(ids) - 1)]
                m = board.controller.state.model(mid)
                other = board.controller.state.model(ids[ids.index(mid) + 1])
                free = QPointF(m.x_in, m.y_in + 0.3)  # a nudge: clear of every base
                made.append(drop(board, mid, free))
                board.controller.undo_stack.undo()
                QApplication.processEvents()
                refused.append(drop(board, mid, QPointF(other.x_in, other.y_in)))
            shape = "oval" if oval else "round"
            for what, times in (("made", made), ("refused (G8)", refused)):
                print(f"drop {what:13} {n:5} {shape:5}: median {statistics.median(times):6.1f} ms"
                      f"  p95 {pct(times, 0.95):6.1f} ms")
            board.close()
    print(frame.load())


if __name__ == "__main__":
    main()
