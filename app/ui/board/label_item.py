"""A short label on the board: a model's or an objective's name, drawn at a readable
screen size and placed on one side of its anchor (:mod:`app.ui.board.labels` chooses the
side)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from . import style
from .paint import clipped_away, on_paper, upright
from .picture import Part


SIDES = ("below", "above", "right", "left")
"""Where a label sits from its anchor point: hanging below it, standing on it, or beside it."""


_WIDTHS: dict[tuple[int, str], float] = {}


def _text_width(font: QFont, text: str) -> float:
    """``text``'s width in ``font`` (pixels), remembered: labels are measured again and again
    while they are placed."""
    key = (font.pixelSize(), text)
    width = _WIDTHS.get(key)
    if width is None:
        if len(_WIDTHS) > 20000:
            _WIDTHS.clear()
        width = _WIDTHS[key] = QFontMetricsF(font).horizontalAdvance(text)
    return width


def side_rect_px(side: str, width: float, height: float) -> tuple[float, float, float, float]:
    """Where a label ``width`` x ``height`` pixels lies from its anchor on ``side`` (one of
    :data:`SIDES`): left, top, width, height in pixels."""
    if side == "right":
        return 2.0, -height / 2, width, height
    if side == "left":
        return -width - 2.0, -height / 2, width, height
    return -width / 2, -height - 1.0 if side == "above" else 1.0, width, height


class LabelItem(Part, QGraphicsItem):
    """A short label ``offset_in`` inches under its parent's centre (over it when ``above``),
    always drawn at a readable screen size. A model's label sits on one side of its base
    (:meth:`set_side`: below, above, right or left, wherever it is clear of the others).

    Its units are screen pixels and the board scales it to the view's zoom
    (:func:`app.ui.board.scene.fit_to_screen`; only labels, marks and badges do; bases stay
    true to scale). A model's label is drawn in its model's picture
    (:mod:`app.ui.board.picture`); an objective's label paints itself, cached as a pixmap."""

    FONT_PX = 12

    def __init__(self, parent: QGraphicsItem, text: str, offset_in: float,
                 above: bool = False) -> None:
        super().__init__(parent)
        self.text = text
        self.above = above
        self.side = "above" if above else "below"
        self.offset_in = offset_in
        self.setPos(0, offset_in)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        font = QFont()
        font.setPixelSize(self.FONT_PX)
        self._font = font
        self._width = self._measure(text)
        self._bounds = self._rect_px(self.side)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _measure(self, text: str) -> float:
        return max(_text_width(self._font, line) for line in text.split("\n")) + 6

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self._width = self._measure(text)
        self._bounds = self._rect_px(self.side)
        self.update()
        self.changed()

    def set_font_px(self, px: int, text: str | None = None) -> None:
        """Set the label in a font of ``px`` device pixels (and its text to ``text``, if
        given): a rendering for paper prints labels at its own size."""
        self._font.setPixelSize(px)
        self.set_text(self.text if text is None else text)

    def place(self, offset_in: float, above: bool) -> None:
        """Move the label to ``offset_in`` inches under its parent's centre (negative: over
        it), hanging below that point, or standing on it when ``above``."""
        if self.offset_in == offset_in and self.above == above:
            return
        self.set_side("above" if above else "below", QPointF(0, offset_in))
        self.offset_in = offset_in

    def set_side(self, side: str, anchor: QPointF) -> None:
        """Put the label on ``side`` (one of :data:`SIDES`) of ``anchor``, a point in its
        parent's coordinates (inches): under a model's base, ``anchor`` is the base's lowest
        point."""
        if side == self.side and anchor == self.pos():
            return
        self.prepareGeometryChange()
        self.side = side
        self.above = side == "above"
        self.offset_in = anchor.y()
        self._bounds = self._rect_px(side)
        QGraphicsItem.setPos(self, anchor)
        self.changed()

    def boundingRect(self) -> QRectF:
        return self._bounds

    @property
    def font_px(self) -> int:
        """The label's font size in device pixels."""
        return self._font.pixelSize()

    def size_px(self, text: str | None = None) -> tuple[float, float]:
        """Width and height on screen, in pixels (of ``text`` in place of its own)."""
        width = self._width if text is None else self._measure(text)
        lines = (self.text if text is None else text).count("\n") + 1
        return width, lines * (self._font.pixelSize() + 2) + 2

    def _rect_px(self, side: str | bool, text: str | None = None) -> QRectF:
        return QRectF(*self._xywh(side, text))

    def _xywh(self, side: str | bool, text: str | None = None) -> tuple[float, float, float,
                                                                         float]:
        if isinstance(side, bool):
            side = "above" if side else "below"
        return side_rect_px(side, *self.size_px(text))

    def box_in(self, x_in: float, y_in: float, above: bool | str,
               px_per_in: float, text: str | None = None) -> tuple[float, float, float, float]:
        """The part of the table (left, top, right, bottom in inches) the label (or ``text``)
        would cover hung from ``(x_in, y_in)`` (standing on it when ``above``, or on any of
        :data:`SIDES`), when the view shows ``px_per_in`` pixels per inch: labels keep their
        size on screen, so the zoom decides."""
        x, y, w, h = self._xywh(above, text)
        return (x_in + x / px_per_in, y_in + y / px_per_in,
                x_in + (x + w) / px_per_in, y_in + (y + h) / px_per_in)

    def current_box_in(self, px_per_in: float) -> tuple[float, float, float, float]:
        """The part of the table the label covers where it is now."""
        anchor = self.scenePos()
        return self.box_in(anchor.x(), anchor.y(), self.side, px_per_in)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if clipped_away(painter, self.boundingRect()):
            return
        rect = self.boundingRect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.LABEL_BACK)
        painter.drawRoundedRect(rect, 3, 3)
        painter.setFont(self._font)
        painter.setPen(style.LABEL_TEXT)
        flags = Qt.AlignmentFlag.AlignCenter
        if on_paper(painter):  # the text fits its box; a clip would be written per label
            flags |= Qt.TextFlag.TextDontClip
        with upright(painter, rect):  # on the table screen turned half a turn
            painter.drawText(rect, int(flags), self.text)
