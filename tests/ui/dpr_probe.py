"""Run under QT_SCALE_FACTOR=2 by test_board_rules: hit-test a base near its rim and drag it
with real mouse events, printing what happened as JSON."""

import json
import math
import sys

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from app.game.saves import load_game
from app.paths import demo_game_path
from app.ui.controller import GameController
from app.ui.main_window import MainWindow

app = QApplication(sys.argv[:1])
controller = GameController()
win = MainWindow(controller)
controller.set_game(load_game(demo_game_path()))
win.resize(1200, 800)
win.show()
QTest.qWaitForWindowExposed(win)
view = win.view
view.zoom_by(100 / view.px_per_in)
view.centerOn(QPointF(45, 44))
app.processEvents()
r = 12.5 / 25.4
angle = math.radians(37)
out = {"dpr": view.viewport().devicePixelRatioF(), "px_per_in": view.px_per_in}
for name, k in (("inside", 0.93), ("outside", 1.07)):
    p = QPointF(45 + k * r * math.cos(angle), 44 - k * r * math.sin(angle))
    item = view.model_at_scene(view.scene_point(QPointF(view.mapFromScene(p))))
    out[name] = item.model_id if item else None
vp = view.viewport()
start = view.mapFromScene(QPointF(45, 44))
end = view.mapFromScene(QPointF(46.237, 43.411))
QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
QTest.mouseMove(vp, end)
QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
m = controller.state.model("bob-1")
out["moved_to"] = [m.x_in, m.y_in]
out["expected"] = [45 + view.scene_point(QPointF(end)).x() - view.scene_point(QPointF(start)).x(),
                   44 + view.scene_point(QPointF(end)).y() - view.scene_point(QPointF(start)).y()]
print(json.dumps(out))
