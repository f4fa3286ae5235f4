"""Painting helpers shared by the board's items and overlays: text laid out in an inch scene,
and pens that keep their width on screen at any zoom. Nothing here knows the game."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

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
