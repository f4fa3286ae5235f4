"""The wheel zooms the board about the point under the cursor (ux.md): the table point under
the cursor stays under it, in and out. Real wheel events sent to the board's viewport."""

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication


def wheel(view, at: QPointF, clicks: int) -> None:
    """``clicks`` notches of the wheel (positive: away from the player, zoom in) at ``at``."""
    vp = view.viewport()
    QApplication.sendEvent(vp, QWheelEvent(
        at, QPointF(vp.mapToGlobal(at.toPoint())), QPoint(0, 0), QPoint(0, 120 * clicks),
        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase, False))


@pytest.mark.parametrize("clicks", [1, 3, -1])
@pytest.mark.parametrize("where", [(0.2, 0.25), (0.8, 0.7), (0.5, 0.5)])
def test_the_table_point_under_the_cursor_stays_under_it(window, qtbot, clicks, where):
    view = window.view
    for _ in range(3):  # zoomed in a little first (Ctrl+=), so the board can scroll both ways
        qtbot.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    vp = view.viewport()
    at = QPointF(vp.width() * where[0], vp.height() * where[1])
    before_zoom = view.px_per_in
    under = view.scene_point(at)
    wheel(view, at, clicks)
    assert view.px_per_in == pytest.approx(before_zoom * 1.15 ** clicks)
    after = view.scene_point(at)
    tolerance = 1.0 / view.px_per_in  # a scroll bar moves in whole pixels
    assert abs(after.x() - under.x()) <= tolerance and abs(after.y() - under.y()) <= tolerance


def test_a_wheel_turn_far_from_the_centre_moves_the_view_toward_the_cursor(window, qtbot):
    """Zooming in at a table corner brings that corner closer, not the middle of the view."""
    view = window.view
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    vp = view.viewport()
    corner = QPointF(vp.width() * 0.1, vp.height() * 0.1)
    centre = QPointF(vp.width() / 2, vp.height() / 2)
    centre_before = view.scene_point(centre)
    under = view.scene_point(corner)
    wheel(view, corner, 2)
    centre_after = view.scene_point(centre)
    assert centre_after.x() < centre_before.x() and centre_after.y() < centre_before.y()
    assert view.scene_point(corner).x() == pytest.approx(under.x(), abs=1 / view.px_per_in)
