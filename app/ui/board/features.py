"""Scenario features on the board: a building, a pool, a lair (a dumb painter, like the
other items). Drawn to scale in inches at their place; the rules do not judge them."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from app.game.state import Feature

from .paint import draw_text_in

FILL = {"building": QColor(120, 100, 80, 150), "pool": QColor(70, 130, 170, 150),
        "lair": QColor(90, 60, 60, 150), "area": QColor(110, 110, 110, 110)}


class FeatureItem(QGraphicsItem):
    """One :class:`~app.game.state.Feature`, hatched in its kind's colour, with its name."""

    def __init__(self, feature: Feature) -> None:
        super().__init__()
        self.feature = feature
        self.setZValue(-9)
        self.setPos(feature.x_in, feature.y_in)
        self.setToolTip(f"{feature.name} ({feature.kind})")

    def shape_path(self) -> QPainterPath:
        f = self.feature
        path = QPainterPath()
        if f.shape == "circle":
            r = f.diameter_in / 2
            path.addEllipse(QRectF(-r, -r, 2 * r, 2 * r))
        else:
            path.addRect(QRectF(-f.width_in / 2, -f.depth_in / 2, f.width_in, f.depth_in))
        return path

    def boundingRect(self) -> QRectF:
        return self.shape_path().boundingRect().adjusted(-0.2, -0.2, 0.2, 0.2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        colour = FILL.get(self.feature.kind, FILL["area"])
        pen = QPen(colour.darker(160), 2)
        pen.setCosmetic(True)
        painter.setPen(pen)
        painter.setBrush(colour)
        path = self.shape_path()
        painter.drawPath(path)
        painter.setBrush(QBrush(colour.darker(140), Qt.BrushStyle.BDiagPattern))
        painter.drawPath(path)
        rect = path.boundingRect()
        name = self.feature.name
        size = min(1.0, rect.height() / 4, rect.width() / (0.62 * max(1, len(name))))
        top = QRectF(rect.x(), rect.y(), rect.width(), max(size * 1.6, rect.height() / 4))
        draw_text_in(painter, top, name, size, QColor("#ffffff"), bold=True)
