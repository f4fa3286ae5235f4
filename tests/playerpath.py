"""What a player touches, for the GUI tests of issue 15's items 11-13: buttons clicked,
menu actions found by their text, dock tabs clicked, the flee question answered, mouse drags
on the board's viewport and drags from the set-up tray dropped on the board."""

from __future__ import annotations

from PySide6 import QtWidgets
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QMessageBox

LEFT = Qt.MouseButton.LeftButton
NOMOD = Qt.KeyboardModifier.NoModifier


def click(qtbot, widget):
    qtbot.mouseClick(widget, LEFT)


def answer_yes(monkeypatch):
    """The players answer the flee/rout question (the app's one confirmation) with Yes."""
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)


def menu_action(window, text):
    """The action of the window's menus whose text (without the & marks) is ``text``."""
    found = [a for menu in window.menuBar().findChildren(QtWidgets.QMenu)
             for a in menu.actions() if a.text().replace("&", "") == text]
    assert found, f"no menu action {text!r}"
    return found[0]


def open_tab(window, qtbot, text):
    """Click the dock tab called ``text`` (the Turn and Dice and draws docks share a place)."""
    for bar in window.findChildren(QtWidgets.QTabBar):
        for i in range(bar.count()):
            if bar.tabText(i) == text:
                qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(i).center())
                qtbot.waitUntil(lambda: bar.currentIndex() == i)
                return
    raise AssertionError(f"no tab {text!r}")


# -- what the player touches on the board and the tray ------------------------------------------
def px(win, x_in, y_in):
    return win.view.mapFromScene(QPointF(x_in, y_in))


def drag(qtbot, win, start, path, release=True):
    """The left button pressed on ``start``, moved along ``path`` (table inches)."""
    vp = win.view.viewport()
    qtbot.mousePress(vp, LEFT, NOMOD, px(win, *start))
    for point in path:
        qtbot.mouseMove(vp, px(win, *point))
    if release:
        qtbot.mouseRelease(vp, LEFT, NOMOD, px(win, *path[-1]))


def status(win):
    return win.statusBar().currentMessage()


def click_segment(window, qtbot, letter):
    centre = window.scene.segment_items[letter].letter_rect().center()
    qtbot.mouseClick(window.view.viewport(), LEFT, pos=window.view.mapFromScene(centre))


def _tray_drag(window, payload, x_in, y_in, drop=True):
    """A drag from the tray over the board to (x_in, y_in), dropped there if ``drop``;
    returns whether the drop was taken."""
    from PySide6.QtCore import QByteArray, QMimeData
    from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent

    from app.ui.setup.setup_panel import MIME

    view = window.view
    pos = view.mapFromScene(QPointF(x_in, y_in))
    data = QMimeData()
    data.setData(MIME, QByteArray(payload.encode("utf-8")))
    for cls in (QDragEnterEvent, QDragMoveEvent):
        QtWidgets.QApplication.sendEvent(
            view.viewport(), cls(pos, Qt.DropAction.CopyAction, data, LEFT, NOMOD))
    if not drop:
        return False
    event = QDropEvent(QPointF(pos), Qt.DropAction.CopyAction, data, LEFT, NOMOD)
    QtWidgets.QApplication.sendEvent(view.viewport(), event)
    return event.isAccepted()


def drag_drop(window, payload, x_in, y_in):
    return _tray_drag(window, payload, x_in, y_in)


def legal_spots(state, pid):
    """Spots 1.6 in apart, 2.5 in in from the player's segment, inside its zone (M4)."""
    seg = state.table.segments()[state.player(pid).segment]
    (x0, y0), (x1, y1) = seg.start, seg.end
    if y0 == y1:
        y = 2.5 if y0 == 0 else state.table.depth_in - 2.5
        return [(min(x0, x1) + 8 + 1.6 * k, y) for k in range(12)]
    x = 2.5 if x0 == 0 else state.table.width_in - 2.5
    return [(x, min(y0, y1) + 8 + 1.6 * k) for k in range(12)]


def place_everything_from_the_tray(window):
    state = window.controller.state
    panel = window.setup_panel
    spots = {p.id: iter(legal_spots(state, p.id)) for p in state.players}
    while panel.tray_payloads():
        payload = panel.tray_payloads()[0]
        mid = payload.partition(":")[2]
        assert drag_drop(window, payload, *next(spots[state.model(mid).player])), \
            panel.verdict.text()


