"""A playing card drawn as a card: rank and suit large enough to read from a metre away."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.i18n import translate
from app.phrases import shown
from app.rules.cards import Card

RED = QColor("#c62828")
BLACK = QColor("#1b1b1b")


class CardWidget(QWidget):
    """Paints one card face (or a card back when ``card`` is None and ``back`` is True, or an
    empty outline). Rank and suit are at least 28 px tall at the default size."""

    def __init__(self, card: Card | None = None, parent: QWidget | None = None,
                 width: int = 66, back: bool = False) -> None:
        super().__init__(parent)
        self._card = card
        self._back = back
        self._width = width
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._update_tooltip()

    @property
    def card(self) -> Card | None:
        return self._card

    def set_card(self, card: Card | None) -> None:
        self._card = card
        self._update_tooltip()
        self.update()

    def _update_tooltip(self) -> None:
        self.setToolTip(shown(self._card.name) if self._card else "")
        self.setAccessibleName(shown(self._card.name) if self._card
                               else translate("CardWidget", "no card"))

    def sizeHint(self) -> QSize:
        return QSize(self._width, round(self._width * 1.4))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event) -> None:  # noqa: ANN001 - Qt signature
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        radius = rect.width() * 0.1
        if self._card is None:
            if self._back:
                painter.setPen(QPen(QColor("#ffffff"), 2))
                painter.setBrush(QColor("#2f4f8f"))
                painter.drawRoundedRect(rect, radius, radius)
                inner = rect.adjusted(5, 5, -5, -5)
                painter.setPen(QPen(QColor(255, 255, 255, 120), 1))
                painter.setBrush(Qt.BrushStyle.Dense6Pattern)
                painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
            else:
                pen = QPen(self.palette().mid().color(), 1.5, Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect, radius, radius)
            return
        card = self._card
        colour = RED if card.is_red else BLACK
        painter.setPen(QPen(QColor("#8a8a8a"), 1.2))
        painter.setBrush(QColor("#fdfdf8"))
        painter.drawRoundedRect(rect, radius, radius)
        font = QFont(self.font())
        font.setBold(True)
        h = rect.height()
        # the big rank and suit in the middle, sized by their ink (not the font's line box)
        ink = max(MIN_INK_PX, h * 0.33)
        painter.setPen(colour)
        top = QRectF(rect.left(), rect.top() + h * 0.06, rect.width(), h * 0.44)
        bottom = QRectF(rect.left(), rect.top() + h * 0.50, rect.width(), h * 0.44)
        _draw_ink(painter, font, card.rank, top, ink)
        _draw_ink(painter, font, card.symbol, bottom, ink)


MIN_INK_PX = 28.5
"""ux.md: card rank and suit at least 28 px tall (their painted ink, not the font size)."""


def _draw_ink(painter: QPainter, font: QFont, text: str, area: QRectF, ink_px: float) -> None:
    """Draw ``text`` centred in ``area`` with its ink ``ink_px`` tall (less if it would not
    fit the area's width)."""
    probe = QFont(font)
    probe.setPixelSize(100)
    box = QFontMetricsF(probe).tightBoundingRect(text)
    if box.height() <= 0:
        return
    scale = ink_px / box.height()
    if box.width() * scale > area.width() * 0.92:
        scale = area.width() * 0.92 / box.width()
    sized = QFont(font)
    sized.setPixelSize(max(1, math.ceil(100 * scale)))
    box = QFontMetricsF(sized).tightBoundingRect(text)
    painter.setFont(sized)
    origin = QPointF(area.center().x() - box.center().x(), area.center().y() - box.center().y())
    painter.drawText(origin, text)
