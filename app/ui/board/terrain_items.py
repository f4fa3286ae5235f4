"""Terrain pieces on the board (T1) and what a selected model sees (T4).

:class:`TerrainItem` is a dumb painter of one :class:`~app.rules.terrain.TerrainPiece`: its
footprint to scale in inches (the rules' own polygon, :func:`~app.rules.terrain.footprint`),
filled and patterned by kind (colour is never the only cue: each kind has its own hatching and
its kind word in the tooltip), its name, a padlock when locked, and, selected, the handles that
resize it. A piece that lies on another (T1) is outlined in red dashes, the reason first in its
tooltip (:meth:`TerrainItem.set_problem`). The item's position is the piece's centre, so a drag
preview moves it without a new path. Items sit under the models (z -4) and above the table and
the set-up zones.

:class:`SightItem` shades what the selected model cannot see and rings the models it sees
(the closest enemy seen with a double ring, M7).
"""

from __future__ import annotations

import copy
import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from app.game.scenario_words import shown_name
from app.i18n import translate
from app.rules.geometry import facing_vector
from app.rules.terrain import TerrainPiece, footprint
from app.game.terrain import piece_name
from app.phrases import shown

from . import style
from .paint import cosmetic_pen, draw_text_in

TERRAIN_Z = -4.0
SIGHT_Z = 0.5

KIND_STYLE: dict[str, tuple[QColor, QColor, Qt.BrushStyle]] = {
    # kind: (fill, edge, pattern)
    "building": (QColor(150, 120, 90, 215), QColor("#4a3624"), Qt.BrushStyle.DiagCrossPattern),
    "ruin": (QColor(170, 150, 125, 170), QColor("#5e4b36"), Qt.BrushStyle.BDiagPattern),
    "wall": (QColor(95, 85, 75, 235), QColor("#2c2620"), Qt.BrushStyle.SolidPattern),
    "area": (QColor(120, 150, 95, 120), QColor("#3f5a2a"), Qt.BrushStyle.Dense6Pattern),
    "impassable": (QColor(70, 130, 175, 170), QColor("#1d4a6e"), Qt.BrushStyle.HorPattern),
}
KIND_WORDS = {"building": "building", "ruin": "ruin", "wall": "wall", "area": "area",
              "impassable": "impassable"}
LOCK_COLOUR = QColor("#202020")
HANDLE_PX = 9.0
"""A resize handle's size on screen."""
SELECTED = QColor("#0072B2")

Handle = tuple[str, int, int]
"""A resize handle: ``("side", sx, sy)`` for a rect or ellipse (sx, sy in -1, 0, 1: a corner
when both are non-zero, a side's middle otherwise), ``("vertex", index, 0)`` for a polygon."""


def piece_path(piece: TerrainPiece) -> QPainterPath:
    """The piece's footprint (the rules' polygon) relative to its centre, in inches."""
    poly = footprint(piece)
    cx, cy = piece.x_in, piece.y_in
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x - cx, y - cy) for x, y in poly.exterior.coords]))
    path.closeSubpath()
    return path


def handle_points(piece: TerrainPiece) -> list[tuple[Handle, QPointF]]:
    """Where each resize handle of ``piece`` is on the table (inches)."""
    if piece.shape == "polygon":
        return [(("vertex", i, 0), QPointF(x, y)) for i, (x, y) in enumerate(piece.points_in)]
    ux, uy = facing_vector(piece.facing_deg)
    out = []
    for sx in (-1, 0, 1):
        for sy in (-1, 0, 1):
            if sx == 0 and sy == 0:
                continue
            lx, ly = sx * piece.width_in / 2, sy * piece.depth_in / 2
            out.append((("side", sx, sy), QPointF(piece.x_in + lx * ux - ly * uy,
                                                  piece.y_in + lx * uy + ly * ux)))
    return out


MIN_SIZE_IN = 0.25
"""The smallest width or depth a resize handle leaves."""


def resized(piece: TerrainPiece, handle: Handle, to: QPointF) -> TerrainPiece:
    """``piece`` as it would be with ``handle`` dragged to ``to`` (inches): a rect or
    ellipse keeps the opposite corner or side where it is; a polygon's vertex moves."""
    new = copy.deepcopy(piece)
    if handle[0] == "vertex":
        new.points_in[handle[1]] = [to.x(), to.y()]
        return new
    _, sx, sy = handle
    ux, uy = facing_vector(piece.facing_deg)
    dx, dy = to.x() - piece.x_in, to.y() - piece.y_in
    lx, ly = dx * ux + dy * uy, -dx * uy + dy * ux  # the cursor in the piece's own frame
    cx = cy = 0.0
    if sx:
        fixed = -sx * piece.width_in / 2
        new.width_in = max(MIN_SIZE_IN, sx * (lx - fixed))
        cx = fixed + sx * new.width_in / 2
    if sy:
        fixed = -sy * piece.depth_in / 2
        new.depth_in = max(MIN_SIZE_IN, sy * (ly - fixed))
        cy = fixed + sy * new.depth_in / 2
    new.x_in = piece.x_in + cx * ux - cy * uy
    new.y_in = piece.y_in + cx * uy + cy * ux
    return new


def describe(piece: TerrainPiece, name: str = "") -> str:
    """The piece in words for its tooltip: name (``name``: as shown, in the player's
    language), kind, height, what it does (T1)."""
    from app.game.terrain import fmt_in
    from app.rules.terrain import blocks_bases, blocks_sight

    bits = [translate("TerrainItems", "{piece}: {kind}, {height} in high").format(
        piece=name or piece.name or piece.id, kind=piece.shown_kind, height=fmt_in(piece.height_in))]
    if piece.shape != "polygon":
        bits.append(translate("TerrainItems", "{width} x {depth} in").format(
            width=fmt_in(piece.width_in), depth=fmt_in(piece.depth_in)))
    bits.append(translate("TerrainItems", "bases may not stand in it") if blocks_bases(piece)
                else translate("TerrainItems", "bases may stand in it"))
    if blocks_sight(piece):
        bits.append(translate("TerrainItems", "blocks sight between models both outside it")
                    if piece.kind == "ruin" else translate("TerrainItems", "blocks sight"))
    else:
        bits.append(translate("TerrainItems", "never blocks sight"))
    if piece.locked:
        bits.append(translate("TerrainItems", "locked (a drag moves the models on it)"))
    return "; ".join(bits) + " (T1)"


class TerrainItem(QGraphicsItem):
    """One terrain piece (see the module docstring). :meth:`set_piece` takes a new state of
    the piece (a command, or a preview while it is resized)."""

    def __init__(self, piece: TerrainPiece, scenario: str = "") -> None:
        super().__init__()
        self.scenario = scenario
        """The game's scenario id: a scenario feature's name is shown in its translation."""
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        self.setZValue(TERRAIN_Z)
        # as the board's other items (issue 21): painted once into a pixmap at the screen's
        # scale, so a model dragged over a hatched piece repaints only the pixmap
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.piece = piece
        self.problem = ""
        """Why the piece is flagged (T1: it lies on another piece), or ``""``."""
        self._path = QPainterPath()
        self._bounds = QRectF()
        self.set_piece(piece)

    @property
    def piece_id(self) -> str:
        return self.piece.id

    def set_piece(self, piece: TerrainPiece) -> None:
        self.prepareGeometryChange()
        self.piece = piece
        self._path = piece_path(piece)
        self._bounds = self._path.boundingRect()
        self.setPos(piece.x_in, piece.y_in)
        self._tooltip()
        self.update()

    def set_problem(self, problem: str) -> None:
        """Flag the piece with ``problem`` (a sentence), or clear the flag with ``""``."""
        if problem == self.problem:
            return
        self.problem = problem
        self._tooltip()
        self.update()

    def _tooltip(self) -> None:
        text = describe(self.piece, self.shown_name())
        self.setToolTip(f"\u26a0 {self.problem}\n{text}" if self.problem else text)

    def shape(self) -> QPainterPath:
        return self._path

    def boundingRect(self) -> QRectF:
        pad = 0.6  # the outline, handles and the lock mark
        return self._bounds.adjusted(-pad, -pad, pad, pad)

    def _px_per_in(self, painter: QPainter) -> float:
        t = painter.worldTransform()
        return max(1e-6, math.hypot(t.m11(), t.m12()))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        piece = self.piece
        fill, edge, pattern = KIND_STYLE.get(piece.kind, KIND_STYLE["area"])
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawPath(self._path)
        if pattern != Qt.BrushStyle.SolidPattern:
            brush = QBrush(edge, pattern)
            brush.setTransform(painter.worldTransform().inverted()[0])  # hatching by the pixel
            painter.setBrush(brush)
            painter.drawPath(self._path)
        selected = self.isSelected()
        painter.setPen(cosmetic_pen(SELECTED if selected else edge, 3.0 if selected else 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._path)
        if self.problem:  # T1: lies on another piece (dashes: not the colour alone)
            pen = cosmetic_pen(style.ILLEGAL, 2.5)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawPath(self._path)
        px = self._px_per_in(painter)
        shown = self._name_layout(px)
        if shown is not None:
            name, box, text_in, flags = shown
            draw_text_in(painter, box.translated(0.03, 0.03), name, text_in,
                         QColor(255, 255, 255, 200), flags, bold=True)
            draw_text_in(painter, box, name, text_in, QColor("#151515"), flags, bold=True)
        if piece.locked:
            self._paint_lock(painter, px)
        if selected and not piece.locked:
            self._paint_handles(painter, px)

    def shown_name(self) -> str:
        """The piece's name in the players' language: a scenario feature's from the
        scenario file, an app palette piece's from the catalogue (issue 34)."""
        name = shown_name(self.scenario, self.piece.name)
        return shown(piece_name(self.piece)) if name == self.piece.name else name

    def _name_layout(self, px: float):  # noqa: ANN202
        """The piece's name as drawn at ``px`` pixels per inch: ``(text, box, height_in,
        flags)`` in the item's coordinates (inches), or None when the piece is too small on
        screen to carry it."""
        piece, rect = self.piece, self._bounds
        if not piece.name or max(rect.width(), rect.height()) * px <= 24:
            return None
        text_in = max(12.0 / px, 0.3)  # about 12 px on screen, at least 0.3 in on paper
        name = self.shown_name().replace(" x ", "\u00a0x\u00a0")  # "6 x 8" stays on one line
        return (name, *self._name_box(name, rect, text_in, px))

    def name_box_in(self, px_per_in: float) -> tuple[float, float, float, float] | None:
        """The part of the table (left, top, right, bottom in inches) the piece's name covers
        when drawn at ``px_per_in`` pixels per inch (None: no name shown). Objective and
        counter labels keep clear of it (LabelLayer.place_objective_labels)."""
        shown = self._name_layout(px_per_in)
        if shown is None:
            return None
        name, box, text_in, flags = shown
        if not flags & Qt.TextFlag.TextWordWrap:  # one line: as wide as the text, centred
            from PySide6.QtGui import QFont, QFontMetricsF

            from .paint import TEXT_SCALE

            font = QFont()
            font.setPixelSize(max(1, round(text_in * TEXT_SCALE)))
            font.setBold(True)
            wide = min(box.width(), QFontMetricsF(font).horizontalAdvance(name) / TEXT_SCALE)
            box = QRectF(-wide / 2, -text_in * 0.65, wide, text_in * 1.3)
        p = self.pos()
        return (p.x() + box.left(), p.y() + box.top(), p.x() + box.right(), p.y() + box.bottom())

    @staticmethod
    def _name_box(name: str, rect: QRectF, text_in: float, px: float):  # noqa: ANN205
        """Where the piece's name goes, inside its footprint's box (a name drawn past it
        would be cut off at the item's edge): on one line if it fits, else wrapped onto two,
        else smaller, down to 7 px on screen. Returns ``(box, height_in, flags)``."""
        from PySide6.QtGui import QFont, QFontMetricsF

        from .paint import TEXT_SCALE

        def width_in(text: str, size_in: float) -> float:
            font = QFont()
            font.setPixelSize(max(1, round(size_in * TEXT_SCALE)))
            font.setBold(True)
            return QFontMetricsF(font).horizontalAdvance(text) / TEXT_SCALE

        room = rect.width() * 0.94
        centre = Qt.AlignmentFlag.AlignCenter
        wide = width_in(name, text_in)
        if wide * 0.75 <= room:  # one line, a little smaller if need be
            text_in *= min(1.0, room / wide)
            return QRectF(-room / 2, -text_in, room, 2 * text_in), text_in, centre
        wrap = centre | Qt.TextFlag.TextWordWrap
        widest = max(width_in(word, text_in) for word in name.split(" "))
        if widest > room:  # a word too long for the piece: a smaller font
            text_in = max(text_in * room / widest, 7.0 / px)
        lines = 2 if width_in(name, text_in) > room else 1
        high = min(rect.height() * 0.94, (lines + 0.6) * text_in * 1.25)
        return QRectF(-room / 2, -high / 2, room, high), text_in, wrap

    def _paint_lock(self, painter: QPainter, px: float) -> None:
        """A padlock at the piece's top-left corner, the same size on screen at any zoom."""
        s = 14.0 / px
        r = self._bounds
        x, y = r.left() + 0.3 * s, r.top() + 0.3 * s
        painter.setPen(cosmetic_pen(QColor("#ffffff"), 1))
        painter.setBrush(LOCK_COLOUR)
        painter.drawRoundedRect(QRectF(x, y + 0.45 * s, s, 0.6 * s), 0.1 * s, 0.1 * s)
        pen = cosmetic_pen(LOCK_COLOUR, 2.5)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(QRectF(x + 0.2 * s, y, 0.6 * s, 0.9 * s), 0, 180 * 16)

    def _paint_handles(self, painter: QPainter, px: float) -> None:
        s = HANDLE_PX / px
        painter.setPen(cosmetic_pen(QColor("#ffffff"), 1))
        painter.setBrush(SELECTED)
        origin = QPointF(self.piece.x_in, self.piece.y_in)
        for _handle, at in handle_points(self.piece):
            p = at - origin
            painter.drawRect(QRectF(p.x() - s / 2, p.y() - s / 2, s, s))


class SightItem(QGraphicsItem):
    """T4: the part of the table the selected model cannot see, shaded, and rings round the
    models it sees (the closest enemy seen: a double ring). Scene coordinates, inches."""

    SHADE = QColor(20, 20, 40, 95)
    SEEN = QColor("#009E73")
    CLOSEST = QColor("#D55E00")

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(SIGHT_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._hidden = QPainterPath()
        self._rings: list[tuple[QPointF, float, bool]] = []
        self._bounds = QRectF()
        self._quick = False
        self._clip: QRectF | None = None

    def set_sight(self, hidden: QPainterPath, rings: list[tuple[QPointF, float, bool]],
                  quick: bool = False, clip: QRectF | None = None) -> None:
        """``hidden``: what the model does not see; ``rings``: (centre, radius in inches,
        closest enemy seen) of each model it sees. ``quick``: the shading of a model being
        carried, redrawn every frame: filled without antialiasing (five times faster over a
        whole table, and the edge moves anyway). ``clip``: the shading is drawn only there
        (the table: a quick path reaches far past it)."""
        self.prepareGeometryChange()
        self._hidden = hidden
        self._rings = rings
        self._quick = quick
        self._clip = clip
        bounds = hidden.boundingRect() if clip is None else hidden.boundingRect() & clip
        for c, r, _ in rings:
            bounds = bounds.united(QRectF(c.x() - r - 1, c.y() - r - 1, 2 * r + 2, 2 * r + 2))
        self._bounds = bounds
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.SHADE)
        smooth = painter.testRenderHint(QPainter.RenderHint.Antialiasing)
        if self._quick:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        if self._clip is not None:
            painter.save()
            painter.setClipRect(self._clip, Qt.ClipOperation.IntersectClip)
            painter.drawPath(self._hidden)
            painter.restore()
        else:
            painter.drawPath(self._hidden)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, smooth)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        t = painter.worldTransform()
        px = max(1e-6, math.hypot(t.m11(), t.m12()))
        gap = 4.0 / px
        for c, r, closest in self._rings:
            colour = self.CLOSEST if closest else self.SEEN
            pen = QPen(colour, 3.0)
            pen.setCosmetic(True)
            painter.setPen(pen)
            painter.drawEllipse(c, r + gap, r + gap)
            if closest:
                painter.drawEllipse(c, r + 2.2 * gap, r + 2.2 * gap)


def shapely_path(geom) -> QPainterPath:  # noqa: ANN001 - a Shapely (Multi)Polygon
    """A Shapely polygon or multipolygon (with holes) as a painter path, odd-even filled."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    if geom is None or geom.is_empty:
        return path
    polys = getattr(geom, "geoms", None)
    for poly in (polys if polys is not None else [geom]):
        if not hasattr(poly, "exterior"):
            continue
        for ring in (poly.exterior, *poly.interiors):
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring.coords]))
            path.closeSubpath()
    return path
