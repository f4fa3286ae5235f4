"""Terrain pieces on the board, scenario features among them (a building, a pool, a lair):
a dumb painter, like the other items, drawn to scale from the piece's footprint (T1).
A stand-in until the terrain board items (issue 19's board work) replace it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPolygonF

from app.rules.terrain import TerrainPiece, footprint

from .paint import draw_text_in

FILL = {"building": QColor(120, 100, 80, 150), "impassable": QColor(70, 130, 170, 150),
        "ruin": QColor(140, 120, 100, 120), "wall": QColor(90, 80, 70, 180),
        "area": QColor(110, 140, 100, 110)}


class FeatureItem(QGraphicsItem):
    """One :class:`~app.rules.terrain.TerrainPiece`, hatched in its kind's colour, with its
    name."""

    def __init__(self, feature: TerrainPiece) -> None:
        super().__init__()
        self.feature = feature
        self.setZValue(-9)
        self.setToolTip(f"{feature.name} ({feature.kind_name})")
        poly = footprint(feature)
        self._path = QPainterPath()
        self._path.addPolygon(QPolygonF([QPointF(x, y) for x, y in poly.exterior.coords]))

    def shape_path(self) -> QPainterPath:
        return self._path

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
