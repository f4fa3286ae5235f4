"""A model's status mark: a small badge at the top left of its base with a glyph of its own
for each status (never colour alone): stunned a starburst, knocked down an arrow onto the
ground, hidden a struck-through eye, fleeing a double chevron, out of action a cross. The
status is also named in the model's tooltip. A model brought in by Scout and Secure (S3)
carries a struck-through target ring at the left until it has moved ("cannot be
targeted" in its tooltip).

The badge keeps a readable size on screen whatever the zoom (drawn in pixels, scaled to the
view's zoom as labels are: :func:`app.ui.board.scene.fit_to_screen`) and grows a little with the base when zoomed in
(:meth:`StatusMarkItem.fit_to_zoom`). Glyphs are vector paths made once and shared, so a
mark costs one disc and one stroked path to paint.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .picture import Part

MARKED = ("stunned", "knocked_down", "hidden", "fleeing", "out_of_action")
"""Statuses shown with a mark (an active model has none)."""
UNTARGETABLE = "untargetable"
"""Not a status: the Scout and Secure mark (S3), a struck-through target ring at the left
of a model brought in that cannot be chosen as a direct target yet."""

MARK_COLOURS = {
    "stunned": QColor("#E69F00"),
    "knocked_down": QColor("#0072B2"),
    "hidden": QColor("#555555"),
    "fleeing": QColor("#CC79A7"),
    "out_of_action": QColor("#1d1d1d"),
    "untargetable": QColor("#009E73"),
}
"""The ring around each mark's glyph (the glyph itself tells the statuses apart)."""

MIN_PX, MAX_PX = 18.0, 36.0
"""A mark's diameter on screen beside the board's 12 px labels: never smaller than
:data:`MIN_PX` (readable from a metre away), growing with the base up to :data:`MAX_PX` when
zoomed in. Where labels are printed larger (an export sheet, the 1:1 plan) marks grow with
them (:meth:`StatusMarkItem.fit_to_zoom`)."""
LABEL_PX = 12.0
"""The label size :data:`MIN_PX` and :data:`MAX_PX` go with."""

_GLYPHS: dict[str, QPainterPath] = {}


def glyph(status: str) -> QPainterPath:
    """The glyph of ``status`` in a box from -1 to 1 (stroked, not filled); made once."""
    if not _GLYPHS:
        _GLYPHS.update(_make_glyphs())
    return _GLYPHS[status]


def _make_glyphs() -> dict[str, QPainterPath]:
    stunned = QPainterPath()  # a starburst: seeing stars
    for k in range(8):
        a = math.radians(k * 45 + 22.5)
        inner = 0.28 if k % 2 else 0.18
        stunned.moveTo(inner * math.cos(a), inner * math.sin(a))
        stunned.lineTo(0.9 * math.cos(a), 0.9 * math.sin(a))
    down = QPainterPath()  # an arrow onto the ground
    down.moveTo(0, -0.85)
    down.lineTo(0, 0.3)
    down.moveTo(-0.5, -0.15)
    down.lineTo(0, 0.35)
    down.lineTo(0.5, -0.15)
    down.moveTo(-0.8, 0.72)
    down.lineTo(0.8, 0.72)
    hidden = QPainterPath()  # an eye, struck through
    hidden.moveTo(-0.9, 0)
    hidden.quadTo(0, -0.75, 0.9, 0)
    hidden.quadTo(0, 0.75, -0.9, 0)
    hidden.addEllipse(QPointF(0, 0), 0.08, 0.08)  # stroked this small, it reads as a dot
    hidden.moveTo(-0.8, 0.8)
    hidden.lineTo(0.8, -0.8)
    fleeing = QPainterPath()  # a double chevron: running off
    for x in (-0.55, 0.1):
        fleeing.moveTo(x, -0.65)
        fleeing.lineTo(x + 0.55, 0)
        fleeing.lineTo(x, 0.65)
    out = QPainterPath()  # a cross
    out.moveTo(-0.6, -0.6)
    out.lineTo(0.6, 0.6)
    out.moveTo(-0.6, 0.6)
    out.lineTo(0.6, -0.6)
    shield = QPainterPath()  # S3: a target ring, struck through (cannot be targeted)
    shield.addEllipse(QPointF(0, 0), 0.62, 0.62)
    shield.addEllipse(QPointF(0, 0), 0.06, 0.06)  # stroked this small, it reads as a dot
    shield.moveTo(-0.85, 0.85)
    shield.lineTo(0.85, -0.85)
    return {"stunned": stunned, "knocked_down": down, "hidden": hidden, "fleeing": fleeing,
            "out_of_action": out, "untargetable": shield}


class _DiscMark(Part, QGraphicsItem):
    """A mark drawn as a ringed disc beside a model's base, a child of its
    :class:`~app.ui.board.items.ModelItem`: anchored on the base's rim (its position, in
    inches), kept at a readable size on screen (:meth:`fit_to_zoom`), its centre ``CORNER``
    (x, y signs) out from the anchor. Hidden, with no painting at all, while it shows
    nothing. Drawn in its model's picture (:mod:`app.ui.board.picture`)."""

    CORNER = (-1, -1)

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(1)
        self.size_px = MIN_PX
        self._base_in = 1.0
        self.setVisible(False)

    def _place(self, anchor: QPointF, base_in: float, tip: str, shown: bool) -> None:
        self._base_in = base_in
        self.setPos(anchor)
        self.setToolTip(tip)
        self.setVisible(shown)

    def fit_to_zoom(self, px_per_in: float, label_px: float = LABEL_PX) -> None:
        """Size the mark for a view showing ``px_per_in`` pixels per inch: 0.6 of the base's
        size on screen, between :data:`MIN_PX` and :data:`MAX_PX` (scaled with the labels'
        size ``label_px``, in device pixels, where they are printed larger)."""
        k = label_px / LABEL_PX
        size = min(MAX_PX * k, max(MIN_PX * k, 0.6 * self._base_in * px_per_in))
        if abs(size - self.size_px) > 0.25:
            self.prepareGeometryChange()
            self.size_px = size
            self.changed()

    def centre_px(self) -> QPointF:
        """The disc's centre from the anchor, in screen pixels, mostly outside the base."""
        d = self.size_px * 0.32
        return QPointF(self.CORNER[0] * d, self.CORNER[1] * d)

    def boundingRect(self) -> QRectF:
        s = self.size_px
        c = self.centre_px()
        return QRectF(c.x() - s / 2 - 1, c.y() - s / 2 - 1, s + 2, s + 2)

    def _disc(self, painter: QPainter, ring: QColor, fill: QColor) -> tuple[float, QPointF]:
        """Paint the ringed disc; returns its size and centre (pixels) for the glyph."""
        s = self.size_px
        c = self.centre_px()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(ring, max(2.0, s / 9)))
        painter.setBrush(fill)
        painter.drawEllipse(c, s / 2 - 1, s / 2 - 1)
        return s, c


class StatusMarkItem(_DiscMark):
    """The mark of a model's status, a child of its :class:`~app.ui.board.items.ModelItem`,
    anchored on the base's rim at the top left (its position, in inches) and drawn a little
    outside it, so it hides neither the warband's letter nor the tick/cross badge at the
    top right. Hidden while the model is active (no painting at all then)."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.status = ""

    def show_status(self, status: str, anchor: QPointF, base_in: float, tip: str) -> None:
        """Show ``status``'s mark (none for a status without one) at ``anchor`` (inches from
        the base centre) for a base ``base_in`` inches across; ``tip``: its tooltip."""
        status = status if status in MARKED or status == UNTARGETABLE else ""
        if status != self.status:
            self.status = status
            self.changed()
        self._place(anchor, base_in, tip, bool(status))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.status:
            return
        s, c = self._disc(painter, MARK_COLOURS[self.status], QColor("#ffffff"))
        painter.translate(c)
        painter.scale(s * 0.31, s * 0.31)
        pen = QPen(QColor("#1d1d1d"), max(1.8, s / 10))
        pen.setCosmetic(True)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(glyph(self.status))


ENGAGED_COLOUR = QColor("#1d1d1d")
ENGAGED_FILL = QColor("#F0E442")
"""The ring and disc of the engaged mark (M8); its crossed swords tell it apart from the
status marks (white discs), not the colour."""

_SWORDS: list[QPainterPath] = []


def swords_glyph() -> QPainterPath:
    """Two crossed swords in a box from -1 to 1, each a blade from its tip to the hilt, a
    guard square across it near the hilt and a round pommel (stroked): made once."""
    if not _SWORDS:
        path = QPainterPath()
        for s in (1, -1):
            path.moveTo(-0.62 * s, 0.62)  # the grip's end
            path.lineTo(0.8 * s, -0.8)  # the blade, to its tip
            gx, gy = -0.36 * s, 0.36  # the guard, square across the blade
            path.moveTo(gx - 0.3, gy - 0.3 * s)
            path.lineTo(gx + 0.3, gy + 0.3 * s)
            path.addEllipse(QPointF(-0.74 * s, 0.74), 0.1, 0.1)  # the pommel
        _SWORDS.append(path)
    return _SWORDS[0]


class EngagedMarkItem(_DiscMark):
    """M8's mark on a model engaged with models of two or more other warbands: crossed
    swords in a ringed disc at the bottom left of its base (a shape, never colour alone);
    its tooltip names the players in whose close-combat phases it fights. Sized as :class:`StatusMarkItem`."""

    CORNER = (-1, 1)

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.warbands = 0

    def show_engaged(self, warbands: int, anchor: QPointF, base_in: float, tip: str) -> None:
        """Show the mark for a model fighting ``warbands`` other warbands (none below 2) at
        ``anchor`` (inches from the base centre); ``tip``: its tooltip."""
        warbands = warbands if warbands >= 2 else 0
        if warbands != self.warbands:
            self.warbands = warbands
            self.changed()
        self._place(anchor, base_in, tip, bool(warbands))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.warbands:
            return
        s, c = self._disc(painter, ENGAGED_COLOUR, ENGAGED_FILL)
        painter.translate(c)
        painter.scale(s * 0.31, s * 0.31)
        pen = QPen(QColor("#1d1d1d"), max(1.8, s / 10))
        pen.setCosmetic(True)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(swords_glyph())


class ScoutMarkItem(StatusMarkItem):
    """S3's "cannot be targeted" mark: drawn like a status mark, anchored on the base's rim
    at the bottom right and drawn a little outside it (the status mark is at the top left,
    M8's engaged mark at the bottom left, the tick/cross badge at the top right)."""

    CORNER = (1, 1)
