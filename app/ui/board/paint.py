"""Painting helpers shared by the board's items and overlays: text laid out in an inch scene,
and pens that keep their width on screen at any zoom. Nothing here knows the game."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

TEXT_SCALE = 100.0
"""Text is laid out at 100x and scaled down, so fonts have sane point sizes in an inch scene."""


def draw_text_in(painter: QPainter, rect: QRectF, text: str, height_in: float,
                 color: QColor, flags: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
                 bold: bool = False) -> None:
    """Draw ``text`` centred in ``rect`` (inches), its font ``height_in`` inches tall."""
    painter.save()
    painter.scale(1 / TEXT_SCALE, 1 / TEXT_SCALE)
    font = QFont(painter.font())
    font.setPixelSize(max(1, round(height_in * TEXT_SCALE)))
    font.setBold(bold)
    painter.setFont(font)
    painter.setPen(color)
    scaled = QRectF(rect.x() * TEXT_SCALE, rect.y() * TEXT_SCALE,
                    rect.width() * TEXT_SCALE, rect.height() * TEXT_SCALE)
    painter.drawText(scaled, int(flags), text)
    painter.restore()


def cosmetic_pen(color: QColor, width_px: float = 1.0) -> QPen:
    pen = QPen(color, width_px)
    pen.setCosmetic(True)
    return pen


def edge_tag_path(body: QRectF, edge: str, tip_gap: float) -> QPainterPath:
    """A table-edge segment's tag (M4): a rounded rectangle ``body`` with a pointer whose
    tip lies ``tip_gap`` beyond the side of ``body`` that faces the table's ``edge``
    (``top``: the table is below the tag). Drawn outlined, so it never looks like a model's
    filled, lettered disc."""
    path = QPainterPath()
    r = min(body.width(), body.height()) * 0.18
    path.addRoundedRect(body, r, r)
    half = min(body.width(), body.height()) * 0.22
    c = body.center()
    if edge == "top":  # the table is below
        base, tip = (QPointF(c.x() - half, body.bottom()), QPointF(c.x() + half, body.bottom())), \
            QPointF(c.x(), body.bottom() + tip_gap)
    elif edge == "bottom":
        base, tip = (QPointF(c.x() - half, body.top()), QPointF(c.x() + half, body.top())), \
            QPointF(c.x(), body.top() - tip_gap)
    elif edge == "left":  # the table is to the right
        base, tip = (QPointF(body.right(), c.y() - half), QPointF(body.right(), c.y() + half)), \
            QPointF(body.right() + tip_gap, c.y())
    else:
        base, tip = (QPointF(body.left(), c.y() - half), QPointF(body.left(), c.y() + half)), \
            QPointF(body.left() - tip_gap, c.y())
    pointer = QPainterPath()
    pointer.addPolygon(QPolygonF([base[0], tip, base[1], base[0]]))
    return path.united(pointer)
