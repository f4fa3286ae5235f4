"""Board overlays that show the rules' verdicts: measured lines with their length, the
tick/cross badge of a model's halo, a selected model's 6"/8" rings, Battle Formations zones
and coherency links.

Overlays only draw what :mod:`app.rules` measured; they never measure anything themselves.
Scene units are inches; tags and badges ignore the zoom so they stay readable.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QImage, QPainter, QPainterPath,
                           QPen, QTransform)
from PySide6.QtWidgets import (QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem,
                               QStyleOptionGraphicsItem, QWidget)

from app.i18n import translate

from . import style
from .paint import TEXT_SCALE, cosmetic_pen, draw_text_in, fitted_height, upright
from .picture import Part

Point2 = tuple[float, float]


class TagItem(QGraphicsItem):
    """A short text on a rounded plate, always the same size on screen; its position is the
    plate's centre. ``colour`` is the plate's border and text colour."""

    FONT_PX = 13

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        font = QFont()
        font.setPixelSize(self.FONT_PX)
        font.setBold(True)
        self._font = font
        self.text = ""
        self.colour = QColor(style.LABEL_TEXT)
        self._width = 0.0
        self.offset = QPointF(0, 0)  # screen pixels from the anchor point

    def set_text(self, text: str, colour: QColor | None = None) -> None:
        self.prepareGeometryChange()
        self.text = text
        if colour is not None:
            self.colour = QColor(colour)
        self._width = QFontMetricsF(self._font).horizontalAdvance(text) + 10
        self.update()

    def set_offset(self, offset: QPointF) -> None:
        self.prepareGeometryChange()
        self.offset = QPointF(offset)

    def boundingRect(self) -> QRectF:
        h = self.FONT_PX + 6
        return QRectF(self.offset.x() - self._width / 2, self.offset.y() - h / 2, self._width, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.colour.darker(120), 1.5))
        painter.setBrush(QColor(255, 255, 255, 235))
        painter.drawRoundedRect(rect, 4, 4)
        painter.setFont(self._font)
        painter.setPen(self.colour.darker(150) if self.colour.lightnessF() > 0.45 else self.colour)
        with upright(painter, rect):
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), self.text)


LABEL_PX = 12
"""A model's name label height in screen pixels (``LabelItem.FONT_PX``), kept clear by tags."""


class RulerItem(QGraphicsItem):
    """A measured line between two table points (inches) with its length on a tag at its
    middle. ``kind``: ``"measure"`` (the measure tool: solid, blue), ``"violation"`` (a broken
    rule: dashed, vermilion), ``"caution"`` (an enemy stopping a run, M10: dotted, amber) or
    ``"moved"`` (M10: back to where a dragged model stood when its player's turn began:
    dash-dot, blue)."""

    PENS = {
        "measure": (style.MEASURE, Qt.PenStyle.SolidLine),
        "violation": (style.ILLEGAL, Qt.PenStyle.DashLine),
        "caution": (style.CAUTION, Qt.PenStyle.DotLine),
        "moved": (style.MEASURE, Qt.PenStyle.DashDotLine),
    }

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(20)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.line = QLineF()
        self.kind = "measure"
        self.tag = TagItem(self)

    @property
    def text(self) -> str:
        return self.tag.text

    def set_line(self, p1: Point2, p2: Point2, text: str, kind: str = "measure") -> None:
        self.prepareGeometryChange()
        self.line = QLineF(QPointF(*p1), QPointF(*p2))
        self.kind = kind
        self.tag.setPos(self.line.center())
        self.tag.set_text(text, self.PENS[kind][0])
        # the tag sits beside the line's middle, not on it, so it hides neither the line
        # nor the bases it joins
        length = self.line.length()
        if length > 0:
            nx, ny = -self.line.dy() / length, self.line.dx() / length
            if ny > 0 or (ny == 0 and nx > 0):
                nx, ny = -nx, -ny  # above (or left of) the line, unless a base is there
            step = self.tag.FONT_PX + 2
            sides = [QPointF(nx * step, ny * step), QPointF(-nx * step, -ny * step)]
            self.tag.set_offset(next((o for o in sides if not self._hides_a_base(o)), sides[0]))
        else:
            self.tag.set_offset(QPointF(0, -(self.tag.FONT_PX + 8)))
        self.update()

    def _hides_a_base(self, offset: QPointF) -> bool:
        """Would the tag, moved ``offset`` screen pixels from the line's middle, cover a model's
        base (or its name under it) in the first view showing the scene?"""
        scene = self.scene()
        views = scene.views() if scene is not None else []
        items = getattr(scene, "model_items", None)
        if not views or not items:
            return False
        scale = max(1e-9, views[0].transform().m11())
        tag = self.tag.boundingRect()
        tag.translate(-self.tag.offset + offset)
        rect = QRectF(self.line.center() + tag.topLeft() / scale, tag.size() / scale)
        label_in = (LABEL_PX + 6) / scale
        # only what Qt's index finds there (a name hangs under its base: look that far up)
        near = scene.items(rect.adjusted(0, -label_in, 0, 0),
                           Qt.ItemSelectionMode.IntersectsItemBoundingRect)
        return any(items.get(getattr(i, "model_id", None)) is i and i.isVisible()
                   and i.base_scene_rect().adjusted(0, 0, 0, label_in).intersects(rect)
                   for i in near)

    def boundingRect(self) -> QRectF:
        return QRectF(self.line.p1(), self.line.p2()).normalized().adjusted(-0.6, -0.6, 0.6, 0.6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        colour, dash = self.PENS[self.kind]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        halo = cosmetic_pen(QColor(255, 255, 255, 200), 5)
        painter.setPen(halo)
        painter.drawLine(self.line)
        pen = cosmetic_pen(colour, 2.5)
        pen.setStyle(dash)
        painter.setPen(pen)
        painter.drawLine(self.line)
        # end marks: small discs, so a zero-length line (touching bases) still shows
        painter.setPen(cosmetic_pen(colour, 1))
        painter.setBrush(colour)
        px = max(1e-9, painter.worldTransform().m11())
        r = 3.0 / px
        for p in (self.line.p1(), self.line.p2()):
            painter.drawEllipse(p, r, r)


class BadgeItem(Part, QGraphicsItem):
    """The tick or cross next to a model's halo (colour is never the only cue): a small disc
    of a fixed screen size, placed at the top right of the base, drawn in the model's
    picture (:mod:`app.ui.board.picture`)."""

    SIZE_PX = 16

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)  # in pixels: the board scales it (scene.fit_to_screen)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(1)
        self.symbol = ""
        self.colour = QColor(style.LEGAL)
        self.setVisible(False)

    def show_symbol(self, symbol: str, colour: QColor) -> None:
        if (symbol, QColor(colour)) != (self.symbol, self.colour):
            self.symbol = symbol
            self.colour = QColor(colour)
            self.changed()
        self.setVisible(bool(symbol))

    def boundingRect(self) -> QRectF:
        s = self.SIZE_PX
        return QRectF(-s / 2 - 1, -s / 2 - 1, s + 2, s + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        s = self.SIZE_PX
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffffff"), 1.5))
        painter.setBrush(self.colour)
        painter.drawEllipse(QRectF(-s / 2, -s / 2, s, s))
        font = QFont()
        font.setPixelSize(s - 4)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        with upright(painter, QRectF(-s / 2, -s / 2, s, s)):
            painter.drawText(QRectF(-s / 2, -s / 2, s, s), int(Qt.AlignmentFlag.AlignCenter),
                             self.symbol)


class RingsItem(QGraphicsItem):
    """A selected model's range rings: true offsets of its base (6 in: set-up gap M4; 8 in:
    running M10), each labelled. Drawn around the model's centre; a child of its item.

    On the board the picture is shown in up to four parts, the bands around the empty
    rectangle in its middle (:class:`_RingPiece`, each cached as a pixmap): while the model
    is carried, a frame repaints what those bands sweep, about half of the rings' square
    and of the bases in it (issue 31: 195 packed ovals in the square). Each part copies its
    pixels from one picture of the whole drawn at the view's scale and pixel offset, so the
    board shows exactly the pixels the whole would; the parts are cut again at a new zoom.
    Without a scene scale, or on a view at a device pixel ratio other than 1, it is one
    cached picture as before."""

    TEXT_IN = 0.8
    """A label's text height in inches, at a close zoom."""
    MIN_TEXT_PX = 11.0
    """A label's text is never smaller than this on screen (pixels): at a fitted zoom the
    labels grow in inches and are placed again (:meth:`_recut`)."""
    LABEL_ANGLES = (90, 270, 0, 180, 45, 135, 315, 225, 67.5, 112.5, 292.5, 247.5,
                    22.5, 157.5, 337.5, 202.5)
    """Where round its ring a label may go (degrees, counter-clockwise from the right):
    the top first, then the bottom, the sides and between."""
    REACH_PX = 3
    """A part holds every pixel within this many of one drawn (a coarser zoom draws the
    cosmetic pens a little wider in inches)."""

    def __init__(self, parent: QGraphicsItem, rings: list[tuple[float, QPainterPath]],
                 avoid=None,  # noqa: ANN001 - callable(QRectF in scene) -> bool
                 words: dict[float, str] | None = None) -> None:
        super().__init__(parent)
        self.words = dict(words or {})
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent, True)
        # a pixmap: dashed rings cost milliseconds to stroke, and they only move with the
        # model while it is dragged (issue 21)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.rings = rings
        self._avoid = avoid
        self.label_rects: list[QRectF] = []
        self.text_in = self.TEXT_IN
        self._rect = QRectF()
        self.pieces: list[_RingPiece] = []
        self._image: tuple[tuple[float, float, float, float], QImage, int, int] | None = None
        self._cut_for = 0.0  # the scale it was cut at
        self._recut_due = False
        scene = parent.scene() if parent is not None else None
        px = float(getattr(scene, "px_per_in", 0.0) or 0.0) if scene is not None else 0.0
        self._lay_out(px)
        if px > 0 and scene.views() and all(v.devicePixelRatioF() == 1.0
                                            for v in scene.views()):
            self._cut(px)

    def label_text(self, i: int) -> str:
        """What ring ``i``'s label says: its distance, and what it is for where ``words``
        (distance -> meaning) says ("8 in: running (M10)")."""
        distance = self.rings[i][0]
        meaning = self.words.get(distance)
        if meaning:
            return translate("BoardOverlays", "{distance} in: {meaning}").format(
                distance=f"{distance:g}", meaning=meaning)
        return translate("BoardOverlays", "{distance} in").format(distance=f"{distance:g}")

    def _lay_out(self, px: float) -> None:
        """The labels' size for ``px`` pixels per inch (never under :data:`MIN_TEXT_PX` on
        screen) and their places (:meth:`_place`); the item's bounds hold them all."""
        self.text_in = max(self.TEXT_IN, self.MIN_TEXT_PX / px) if px > 0 else self.TEXT_IN
        font = QFont()
        font.setPixelSize(max(1, round(self.text_in * TEXT_SCALE)))
        font.setBold(True)
        metrics = QFontMetricsF(font)
        self.label_rects = []
        for i, (_, path) in enumerate(self.rings):
            w = metrics.horizontalAdvance(self.label_text(i)) / TEXT_SCALE + self.text_in * 0.6
            self.label_rects.append(self._place(path, w, self.text_in * 1.35, self.label_rects))
        rect = QRectF()
        for _, path in self.rings:
            rect = rect.united(path.boundingRect())
        for label in self.label_rects:
            rect = rect.united(label)
        self.prepareGeometryChange()
        self._rect = rect.adjusted(-0.5, -0.5, 0.5, 0.5)
        self._image = None

    def _place(self, path: QPainterPath, w: float, h: float,
               placed: list[QRectF]) -> QRectF:
        """Where a ring's label goes (item inches): just outside the ring, at the first of
        :data:`LABEL_ANGLES` where it overlaps no other ring's label (``placed``) and the
        board's ``avoid`` finds nothing against it (another base or label there, or off the
        table); else the one clear of the other labels that ``avoid`` minds least (it
        returns a truth or a cost)."""
        br = path.boundingRect()
        c, rx, ry = br.center(), br.width() / 2, br.height() / 2
        spots = []
        for angle in self.LABEL_ANGLES:
            a = math.radians(angle)
            cos, sin = math.cos(a), math.sin(a)  # just outside the ring there
            x = c.x() + rx * cos + cos * (w / 2 + 0.05)
            y = c.y() - ry * sin - sin * (h / 2 + 0.05)
            spots.append(QRectF(x - w / 2, y - h / 2, w, h))
        gap = h * 0.15
        free = [s for s in spots
                if not any(s.adjusted(-gap, -gap, gap, gap).intersects(p) for p in placed)]
        parent = self.parentItem()
        if self._avoid is None or not free:
            return (free or spots)[0]
        best, cost = free[0], None
        for spot in free:  # the first spot ``avoid`` finds nothing against, else the least
            here = float(self._avoid(parent.mapRectToScene(spot) if parent is not None
                                     else spot))
            if not here:
                return spot
            if cost is None or here < cost:
                best, cost = spot, here
        return best

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.pieces:  # else its pieces draw it (ItemHasNoContents)
            self.draw(painter)

    def draw_label(self, painter: QPainter, i: int, colour: QColor) -> None:
        """Ring ``i``'s label on a pale plate (it may sit over another ring)."""
        rect = self.label_rects[i]
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 200))
        r = rect.height() * 0.3
        painter.drawRoundedRect(rect, r, r)
        painter.restore()
        draw_text_in(painter, rect, self.label_text(i), self.text_in, colour, bold=True)

    def draw(self, painter: QPainter) -> None:
        """The rings and their labels, in the item's inches."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for i, (distance_in, path) in enumerate(self.rings):
            pen = cosmetic_pen(style.RING, 1.5)
            pen.setStyle(Qt.PenStyle.DashLine if i % 2 else Qt.PenStyle.SolidLine)
            painter.setPen(pen)
            painter.drawPath(path)
        for i in range(len(self.rings)):
            self.draw_label(painter, i, style.RING)

    # -- on screen: the picture in pieces around its empty middle ----------------------------
    def _picture(self, sx: float, sy: float, fx: float, fy: float,
                 hints: QPainter.RenderHint | None = None) -> tuple[QImage, int, int]:
        """The whole picture drawn at scale ``(sx, sy)``, offset ``(fx, fy)`` pixels, and
        the pixel ``(ox, oy)`` at the image's top left: item point ``p`` lands on image
        pixel ``(sx * p.x + fx - ox, sy * p.y + fy - oy)``. Kept for the last key."""
        key = (sx, sy, fx, fy)
        if self._image is not None and self._image[0] == key:
            return self._image[1], self._image[2], self._image[3]
        dev = QTransform(sx, 0.0, 0.0, sy, fx, fy).mapRect(self._rect)
        ox, oy = math.floor(dev.left()) - 2, math.floor(dev.top()) - 2
        w, h = math.ceil(dev.right()) + 2 - ox, math.ceil(dev.bottom()) + 2 - oy
        image = QImage(max(1, w), max(1, h), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        if hints is not None:
            p.setRenderHints(hints)
        p.setTransform(QTransform(sx, 0.0, 0.0, sy, fx - ox, fy - oy))
        self.draw(p)
        p.end()
        self._image = (key, image, ox, oy)
        return image, ox, oy

    def _cut(self, px: float) -> None:
        """Split the picture at ``px`` pixels per inch into the four bands around the
        largest empty rectangle about the model (the rings' middle), each band trimmed to
        what it holds (:attr:`REACH_PX` around any pixel drawn); edges on whole pixels."""
        import numpy as np

        for piece in self.pieces:
            if piece.scene() is not None:
                piece.scene().removeItem(piece)
        image, ox, oy = self._picture(px, px, 0.0, 0.0)
        w, h = image.width(), image.height()
        raw = np.frombuffer(memoryview(image.constBits()).cast("B"), dtype=np.uint8)
        ink = raw.reshape(h, image.bytesPerLine())[:, : 4 * w].reshape(h, w, 4).max(axis=2) > 0
        r = self.REACH_PX
        grown = np.zeros((h + 2 * r, w + 2 * r), dtype=bool)
        for dy in range(2 * r + 1):
            for dx in range(2 * r + 1):
                grown[dy:dy + h, dx:dx + w] |= ink
        ink = grown[r:r + h, r:r + w]  # any pixel within REACH_PX of one drawn
        sums = np.zeros((h + 1, w + 1), dtype=np.int64)
        sums[1:, 1:] = ink.cumsum(0).cumsum(1)

        def empty(x0: int, y0: int, x1: int, y1: int) -> bool:  # [x0, x1) x [y0, y1)
            return sums[y1, x1] - sums[y0, x1] - sums[y1, x0] + sums[y0, x0] == 0

        cx, cy = min(w - 1, max(0, -ox)), min(h - 1, max(0, -oy))  # the model's centre
        hole = (cx, cy, cx, cy)
        best = 0
        for k in range(0, min(cy, h - 1 - cy) + 1):  # half heights, then the widest run
            if ink[cy - k, cx] or ink[cy + k, cx]:
                break
            lo, hi = 0, min(cx, w - 1 - cx)
            while lo < hi:
                mid = (lo + hi + 1) // 2
                if empty(cx - mid, cy - k, cx + mid + 1, cy + k + 1):
                    lo = mid
                else:
                    hi = mid - 1
            if not empty(cx - lo, cy - k, cx + lo + 1, cy + k + 1):
                break
            if (2 * lo + 1) * (2 * k + 1) > best:
                best = (2 * lo + 1) * (2 * k + 1)
                hole = (cx - lo, cy - k, cx + lo + 1, cy + k + 1)
        hx0, hy0, hx1, hy1 = hole
        bands = [(0, 0, w, hy0), (0, hy1, w, h), (0, hy0, hx0, hy1), (hx1, hy0, w, hy1)]
        self.pieces = []
        for x0, y0, x1, y1 in bands:
            ys, xs = np.nonzero(ink[y0:y1, x0:x1])
            if len(xs) == 0:
                continue
            a, b = x0 + int(xs.min()), y0 + int(ys.min())
            c, d = x0 + int(xs.max()) + 1, y0 + int(ys.max()) + 1
            # image pixels to item inches: whole pixels from the picture's own grid
            rect = QRectF((a + ox) / px, (b + oy) / px, (c - a) / px, (d - b) / px)
            self.pieces.append(_RingPiece(self, rect))
        self._cut_for = px
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def _recut(self) -> None:
        """Cut again at the scene's scale (a new zoom), if the item is still shown."""
        self._recut_due = False
        try:
            scene = self.scene()
        except RuntimeError:  # deleted meanwhile
            return
        px = float(getattr(scene, "px_per_in", 0.0) or 0.0) if scene is not None else 0.0
        if px > 0 and px != self._cut_for:
            text_in = max(self.TEXT_IN, self.MIN_TEXT_PX / px)
            if abs(text_in - self.text_in) > 1e-9:
                self._lay_out(px)  # the labels' size in inches follows the zoom
            self._cut(px)

    def paint_piece(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the part ``rect`` (item inches) of the picture: its pixels copied from the
        whole picture drawn at the painter's scale and pixel offset."""
        t = painter.worldTransform()
        if t.m12() != 0.0 or t.m21() != 0.0 or t.m13() != 0.0 or t.m23() != 0.0:
            painter.save()  # turned: never on the board
            painter.setClipRect(rect)
            self.draw(painter)
            painter.restore()
            return
        if t.m11() != self._cut_for and not self._recut_due:  # a new zoom: cut again after
            self._recut_due = True
            QTimer.singleShot(0, self._recut)
        dx, dy = t.dx(), t.dy()
        ix, iy = math.floor(dx), math.floor(dy)
        image, ox, oy = self._picture(t.m11(), t.m22(), dx - ix, dy - iy, painter.renderHints())
        d = t.mapRect(rect)
        x0, x1 = math.floor(d.left() + 0.5), math.floor(d.right() + 0.5)
        y0, y1 = math.floor(d.top() + 0.5), math.floor(d.bottom() + 0.5)
        if x1 <= x0 or y1 <= y0:
            return
        target = QRect(x0, y0, x1 - x0, y1 - y0)
        painter.save()  # the image's pixel (i, j) is the painter's (i + ix + ox, j + iy + oy)
        painter.setWorldTransform(QTransform())
        painter.drawImage(target, image, target.translated(-(ix + ox), -(iy + oy)))
        painter.restore()


class _RingPiece(QGraphicsRectItem):
    """A part of a :class:`RingsItem`'s picture, cached as a pixmap of its own (a Qt
    rectangle item: the scene reads its bounds without calling Python)."""

    def __init__(self, rings: RingsItem, rect: QRectF) -> None:
        super().__init__(rect, rings)
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        self.parentItem().paint_piece(painter, self.rect())


class EdgeZoneItem(QGraphicsItem):
    """A Battle Formations set-up zone (S2): the strip within the zone depth of a player's
    table edge, tinted in the warband's colour, hatched, and named."""

    def __init__(self, zone: QPainterPath, colour: QColor, text: str) -> None:
        super().__init__()
        self.zone = zone
        self.colour = QColor(colour)
        self.text = text
        self.paper = False
        """Printed on paper (the 1:1 plan): a lighter tint, no hatching (saves ink); the
        dashed edge and the name still mark the zone."""
        self.text_centre: QPointF | None = None
        """Where the name stands (inches; ``None``: the zone's centre), e.g. clear of the
        objective markers in it."""
        self.setZValue(-5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setToolTip(text)

    def boundingRect(self) -> QRectF:
        return self.zone.boundingRect().adjusted(-0.5, -0.5, 0.5, 0.5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        fill = QColor(self.colour)
        fill.setAlpha(14 if self.paper else 30)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawPath(self.zone)
        if not self.paper:
            hatch = QColor(self.colour)
            hatch.setAlpha(45)
            painter.setBrush(QBrush(hatch, Qt.BrushStyle.BDiagPattern))  # cosmetic pattern
            painter.drawPath(self.zone)
        pen = cosmetic_pen(self.colour, 2)
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.zone)
        rect = self.zone.boundingRect()
        edge_colour = QColor(self.colour).darker(160)
        if self.paper:
            edge_colour.setAlpha(120)
        painter.save()
        painter.translate(self.text_centre if self.text_centre is not None else rect.center())
        length = rect.width()
        if rect.height() > rect.width():  # a left or right edge: the words run along it
            painter.rotate(-90)
            length = rect.height()
        height = fitted_height(painter, self.text, 1.1, length - 2.0, bold=True)
        draw_text_in(painter, QRectF(-length / 2, -0.8, length, 1.6), self.text, height,
                     edge_colour, bold=True)
        painter.restore()


class DefenderAreaItem(QGraphicsPathItem):
    """The defender's own set-up area (M2: around the table centre, or in or around a
    building), while the set-up runs: a rounded rectangle, dashed in the defender's colour
    (slate until the defender is chosen), lightly tinted."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(-5)

    def set_area(self, zone: list[float], colour: QColor, where: str) -> None:
        """``zone``: centre x, y, width, depth and corner radius (inches), and the box's
        facing when it is turned with its terrain piece (degrees anticlockwise as drawn)."""
        cx, cy, w, d, r = zone[:5]
        path = QPainterPath()
        path.addRoundedRect(QRectF(cx - w / 2 - r, cy - d / 2 - r, w + 2 * r, d + 2 * r), r, r)
        self.setPath(path)
        self.setTransformOriginPoint(cx, cy)
        self.setRotation(-(zone[5] if len(zone) > 5 else 0.0))
        pen = QPen(colour, 2, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        self.setPen(pen)
        fill = QColor(colour)
        fill.setAlpha(40)
        self.setBrush(QBrush(fill))
        self.setToolTip(translate("BoardOverlays", "The defender sets up here: {where}").format(
            where=where))


class GhostItem(QGraphicsPathItem):
    """A counter being dragged from the set-up tray: green with a tick where the scenario's
    limits allow it, vermilion with a cross where not (colour is never the only cue)."""

    LEGAL = QColor("#009E73")
    ILLEGAL = QColor("#D55E00")

    def __init__(self, path: QPainterPath) -> None:
        super().__init__(path)
        self.setZValue(50)
        self.legal = True
        self.set_legal(True)

    def set_legal(self, legal: bool) -> None:
        self.legal = legal
        colour = self.LEGAL if legal else self.ILLEGAL
        pen = QPen(colour, 3)
        pen.setCosmetic(True)
        self.setPen(pen)
        fill = QColor(colour)
        fill.setAlpha(90)
        self.setBrush(QBrush(fill))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        rect = self.path().boundingRect()
        painter.save()
        pen = QPen(self.pen().color(), 3)
        pen.setCosmetic(True)
        painter.setPen(pen)
        s = min(rect.width(), rect.height()) * 0.28
        c = rect.center()
        if self.legal:
            painter.drawPolyline([QPointF(c.x() - s, c.y()), QPointF(c.x() - s / 3, c.y() + s * 0.7),
                                  QPointF(c.x() + s, c.y() - s * 0.7)])
        else:
            painter.drawLine(QPointF(c.x() - s, c.y() - s), QPointF(c.x() + s, c.y() + s))
            painter.drawLine(QPointF(c.x() - s, c.y() + s), QPointF(c.x() + s, c.y() - s))
        painter.restore()


class CoherencyItem(QGraphicsItem):
    """Each unit's coherency links (S2): a line between the centres of two models of a unit
    whose bases are within the coherency distance; a dashed vermilion line with a cross to the
    nearest unit-mate from each model out of coherency."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.setZValue(4)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._rect = rect
        self.links: list[tuple[Point2, Point2]] = []
        self.broken: list[tuple[Point2, Point2]] = []

    MANY = 40
    """More lines than this changed at once: the whole item is repainted, not each line."""
    REACH_PX = 4.0
    """A line's pixels lie this close to it on screen (its pen, antialiased)."""

    def set_links(self, links: list[tuple[Point2, Point2]],
                  broken: list[tuple[Point2, Point2]]) -> None:
        """Show these links; only the lines that came or went are repainted (a drag re-judges
        the links on every move: repainting the whole table each time was most of the frame,
        issue 35)."""
        changed = set(links) ^ set(self.links)
        changed |= set(broken) ^ set(self.broken)
        self.links = links
        self.broken = broken
        if not changed:
            return
        scene = self.scene()
        views = scene.views() if scene is not None else []
        scale = min((math.hypot(v.transform().m11(), v.transform().m12()) for v in views),
                    default=0.0)
        if len(changed) > self.MANY or scale <= 0:
            self.update()
            return
        m = self.REACH_PX / scale
        for a, b in changed:
            self.update(QRectF(QPointF(*a), QPointF(*b)).normalized().adjusted(-m, -m, m, m))

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(cosmetic_pen(style.LINK, 2))
        for a, b in self.links:
            painter.drawLine(QPointF(*a), QPointF(*b))
        pen = cosmetic_pen(style.ILLEGAL, 2.5)
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        for a, b in self.broken:
            painter.drawLine(QPointF(*a), QPointF(*b))
