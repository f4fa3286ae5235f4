"""What View ▸ Exposure draws on the board (R4): the table shaded by how many enemy warbands
see each spot (:class:`ExposureItem`, under the terrain and the models; the safe part
hatched, never colour alone), and an eye on each placed model of the player that enemy
models on the table see (:class:`SeenMarksItem`). Dumb painters: the numbers come from
:class:`~app.ui.board.exposure_layer.ExposureLayer`."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from . import style

EXPOSURE_Z = -4.5
"""Above the set-up zones' tint (-5), under the terrain (-4) and the models."""
SEEN_Z = 5.5
"""The eyes: above the models at rest (5), under a model being dragged (6)."""

SAFE_HATCH = QColor(0, 158, 115, 150)
"""Okabe-Ito bluish green, hatched: safe, no enemy warband sees it."""
SAFE_WASH = QColor(255, 255, 255, 55)
SEEN_BY = (QColor(130, 30, 70, 42), QColor(130, 30, 70, 62), QColor(130, 30, 70, 80),
           QColor(130, 30, 70, 96))
"""Seen by 1, 2, 3, 4+ enemy warbands: one hue, darker with each warband (the levels are
painted one over the other, each with its own alpha)."""
EYE = QColor("#1d1d1d")
EYE_BACK = QColor(255, 255, 255, 225)
EYE_PX = 15.0
"""The seen mark's width on screen, in pixels."""


def level_colour(k: int) -> QColor:
    """The fill of the part seen by at least ``k`` (1, 2, ...) enemy warbands."""
    return SEEN_BY[min(k, len(SEEN_BY)) - 1]


def swatch_colour(k: int) -> QColor:
    """What the table looks like where exactly ``k`` warbands see it (levels 1..k painted over
    the table's colour), for the legend's swatches."""
    r, g, b = (style.TABLE_FILL.redF(), style.TABLE_FILL.greenF(), style.TABLE_FILL.blueF())
    if k == 0:
        a = SAFE_WASH.alphaF()
        return QColor.fromRgbF(r + (1 - r) * a, g + (1 - g) * a, b + (1 - b) * a)
    for level in range(1, k + 1):
        c = level_colour(level)
        a = c.alphaF()
        r, g, b = (r * (1 - a) + c.redF() * a, g * (1 - a) + c.greenF() * a,
                   b * (1 - a) + c.blueF() * a)
    return QColor.fromRgbF(r, g, b)


class ExposureItem(QGraphicsItem):
    """The table's exposure: ``safe`` hatched, then each level's path painted over the last
    (scene units, inches). Cached as a picture of the screen (a drag's frames blit it)."""

    def __init__(self, table: QRectF) -> None:
        super().__init__()
        self.setZValue(EXPOSURE_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._table = QRectF(table)
        self._safe = QPainterPath()
        self._levels: list[QPainterPath] = []

    def set_paths(self, table: QRectF, safe: QPainterPath, levels: list[QPainterPath]) -> None:
        if table != self._table:
            self.prepareGeometryChange()
            self._table = QRectF(table)
        self._safe = safe
        self._levels = levels
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return self._table

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SAFE_WASH)
        painter.drawPath(self._safe)
        hatch = QBrush(SAFE_HATCH, Qt.BrushStyle.BDiagPattern)
        t = painter.worldTransform()
        px = max(1e-6, math.hypot(t.m11(), t.m12()))
        k = 1.0 / px  # the hatch's lines a few pixels apart at any zoom
        from PySide6.QtGui import QTransform

        hatch.setTransform(QTransform.fromScale(k * 1.6, k * 1.6))
        painter.setBrush(hatch)
        painter.drawPath(self._safe)
        for level, path in enumerate(self._levels, start=1):
            painter.setBrush(level_colour(level))
            painter.drawPath(path)


class SeenMarksItem(QGraphicsItem):
    """An eye by each model that enemy models on the table see (R4), and a thin dark ring
    round its base; ``marks``: (base centre, base radius in inches) each."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(SEEN_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # a drag blits it
        self._marks: list[tuple[QPointF, float]] = []
        self._bounds = QRectF()

    @property
    def count(self) -> int:
        return len(self._marks)

    def set_marks(self, marks: list[tuple[QPointF, float]]) -> None:
        self.prepareGeometryChange()
        self._marks = list(marks)
        bounds = QRectF()
        for c, r in self._marks:  # room for the eye beside the base at any zoom: 3 in
            bounds = bounds.united(QRectF(c.x() - r - 3, c.y() - r - 3, 2 * r + 6, 2 * r + 6))
        self._bounds = bounds
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt name)
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        t = painter.worldTransform()
        px = max(1e-6, math.hypot(t.m11(), t.m12()))
        w = min(EYE_PX / px, 2.8)  # inches
        h = w * 0.62
        for c, r in self._marks:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(EYE, 1.6 / px, Qt.PenStyle.DashLine))
            painter.drawEllipse(c, r + 2.5 / px, r + 2.5 / px)
            # the eye above the base's right shoulder
            e = QPointF(c.x() + r * 0.75 + w * 0.35, c.y() - r * 0.75 - h * 0.35)
            painter.setPen(QPen(EYE, 1.3 / px))
            painter.setBrush(EYE_BACK)
            eye = QPainterPath()
            eye.moveTo(e.x() - w / 2, e.y())
            eye.quadTo(e.x(), e.y() - h, e.x() + w / 2, e.y())
            eye.quadTo(e.x(), e.y() + h, e.x() - w / 2, e.y())
            painter.drawPath(eye)
            painter.setBrush(EYE)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(e, h * 0.32, h * 0.32)
