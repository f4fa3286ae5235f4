"""Issue 35: a base on the board paints from one cached picture of its whole look (its base,
warband mark, label, status mark, halo and badge), drawn again only when that look or the
zoom changes; the board shows the same pixels as the items painted one by one; a drag
repaints what changed (the carried base, its rings and lines), not the board."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsItem

from app.game.saves import load_game
from app.paths import demo_game_path
from app.ui.board.items import ModelItem
from guikit import open_window

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def in_play():
    state = load_game(demo_game_path())
    state.turn.phase = "player-turn"
    state.models[3].status = "stunned"  # a status mark beside its base
    return state


def pixels(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    raw = np.frombuffer(image.constBits(), np.uint8, image.sizeInBytes())
    return raw.reshape(image.height(), image.bytesPerLine())[:, : 4 * image.width()].astype(int)


def painted_one_by_one(win) -> QImage:
    """The viewport as the scene paints it with no item cached (each painted afresh)."""
    view, scene = win.view, win.scene
    vp = view.viewport()
    image = QImage(vp.size(), QImage.Format.Format_ARGB32)
    cached = [(i, i.cacheMode()) for i in scene.items()]
    for item, _ in cached:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    painter = QPainter(image)
    painter.setRenderHints(view.renderHints())
    view.render(painter, QRectF(image.rect()), vp.rect())
    painter.end()
    for item, mode in cached:
        item.setCacheMode(mode)
    return image


@pytest.fixture
def counted(monkeypatch):
    """How many times each model's picture was drawn, by model id."""
    drawn: dict[str, int] = {}
    paint_base = ModelItem._paint_base

    def counting(self, painter):  # noqa: ANN001
        drawn[self.model_id] = drawn.get(self.model_id, 0) + 1
        paint_base(self, painter)

    monkeypatch.setattr(ModelItem, "_paint_base", counting)
    return drawn


def test_label_marks_and_badge_are_drawn_in_the_bases_one_picture(qtbot):
    win = open_window(qtbot, in_play())
    item = win.scene.model_items[win.controller.state.models[3].id]
    assert item.mark.isVisible() and item.name_label.isVisible()
    no_contents = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    for part in item.parts():
        assert part.flags() & no_contents  # painted by the model's item, not by Qt
        if part.isVisible():
            assert item.boundingRect().adjusted(-1e-9, -1e-9, 1e-9, 1e-9).contains(
                part.rect_in_host())
    assert item.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
    assert not item.base_scene_rect().contains(item.mapRectToScene(item.name_label.rect_in_host()))
    # the board shows what the items painted one by one show: a pixmap's rounding at most
    for factor in (1.0, 2.3, 1.7):
        win.view.zoom_by(factor)
        win.view.centerOn(item)
        QApplication.processEvents()
        shown = pixels(win.view.viewport().grab().toImage())
        fresh = pixels(painted_one_by_one(win))
        box = item.deviceTransform(win.view.viewportTransform()).mapRect(
            item.boundingRect()).toAlignedRect()
        rows, cols = slice(box.top(), box.bottom() + 1), slice(4 * box.left(), 4 * box.right() + 4)
        assert np.abs(shown[rows, cols] - fresh[rows, cols]).max() <= 8  # of 255: unseen


def test_the_picture_is_drawn_again_only_when_the_look_or_the_zoom_changes(qtbot, counted):
    win = open_window(qtbot, in_play())
    view, vp = win.view, win.view.viewport()
    state = win.controller.state
    target = state.models[3]
    vp.repaint()
    counted.clear()
    vp.repaint()
    assert counted == {}  # every base blitted from its picture
    QTest.mouseMove(vp, view.mapFromScene(QPointF(target.x_in, target.y_in)))  # hovering
    QApplication.processEvents()
    vp.repaint()
    assert counted == {}
    # its status changes through its right-click menu's command: that base alone again
    from app.game.commands import SetModelStatus

    assert win.controller.attempt(SetModelStatus(target.id, "knocked_down"))
    QApplication.processEvents()
    vp.repaint()
    assert set(counted) == {target.id}
    counted.clear()
    view.zoom_in()  # Ctrl+=: every base shown is drawn afresh at the new zoom
    QApplication.processEvents()
    vp.repaint()
    assert len(counted) > 10
    counted.clear()
    vp.repaint()
    assert counted == {}


class Regions(QObject):
    """The regions the viewport is painted in."""

    def __init__(self) -> None:
        super().__init__()
        self.regions = []

    def eventFilter(self, obj, event):  # noqa: ANN001, N802 - Qt's name
        if event.type() == QEvent.Type.Paint:
            self.regions.append(event.region())
        return False


def test_a_drag_repaints_the_carried_base_its_rings_and_lines_only(qtbot, counted):
    win = open_window(qtbot, in_play())
    view, vp, scene = win.view, win.view.viewport(), win.scene
    state = win.controller.state
    carried = state.models[0]
    start = QPointF(carried.x_in, carried.y_in)
    QTest.mousePress(vp, LEFT, NONE, view.mapFromScene(start))
    QApplication.processEvents()
    spy = Regions()
    vp.installEventFilter(spy)
    counted.clear()
    for k in range(1, 16):
        QTest.mouseMove(vp, view.mapFromScene(start + QPointF(-0.2 * k, -0.15 * k)))
        QApplication.processEvents()
    vp.removeEventFilter(spy)
    item = scene.model_items[carried.id]
    assert (item.pos() - start).manhattanLength() > 5 and len(spy.regions) >= 10
    # what changed: the carried base's picture, its rings (a child of it) and its lines
    allowed = item.sceneBoundingRect().united(item.mapRectToScene(item.childrenBoundingRect()))
    for ruler in scene.visible_lines():
        allowed = allowed.united(ruler.sceneBoundingRect())
    swept = view.mapFromScene(allowed.adjusted(-3.5, -3.5, 3.5, 3.5)).boundingRect()
    area = vp.width() * vp.height()
    for region in spy.regions:
        assert swept.contains(region.boundingRect())
        assert sum(r.width() * r.height() for r in region) < area / 6
    assert set(counted) <= {carried.id}  # no other base drawn again
    QTest.mouseRelease(vp, LEFT, NONE, view.mapFromScene(start + QPointF(-3, -2.25)))


def test_coherency_links_repaint_only_the_lines_that_changed_while_a_model_is_carried(
        card_window, qtbot):
    """S2's coherency links (the card demo's Battle Formations) are re-judged on every move
    of a drag: only the links that came or went are repainted, not the whole table."""
    win = card_window
    view, vp, scene = win.view, win.view.viewport(), win.scene
    assert scene.coherency_item is not None
    ends = {p for link in scene.coherency_item.links for p in link}
    carried = next(m for m in win.controller.state.models
                   if m.on_table and (m.x_in, m.y_in) in ends)  # linked to a unit-mate
    start = QPointF(carried.x_in, carried.y_in)
    QTest.mousePress(vp, LEFT, NONE, view.mapFromScene(start))
    QApplication.processEvents()
    spy = Regions()
    vp.installEventFilter(spy)
    links = []
    for k in range(1, 21):
        QTest.mouseMove(vp, view.mapFromScene(start + QPointF(0.2 * k, 0.1 * k)))
        QApplication.processEvents()
        links.append(list(scene.coherency_item.links) + list(scene.coherency_item.broken))
    vp.removeEventFilter(spy)
    assert any(a != b for a, b in zip(links, links[1:]))  # the links followed the model
    area = vp.width() * vp.height()
    assert len(spy.regions) >= 10
    assert max(sum(r.width() * r.height() for r in region) for region in spy.regions) < area / 8
    QTest.keyClick(vp, Qt.Key.Key_Escape)  # the model goes back
